import type { Picture } from "../../src/content";
import { assetUrl } from "../../src/lib/assets";
import { ResponsiveImg } from "./responsive-img";

/**
 * An image with its intrinsic size (no layout shift); lazy unless it is the page's largest above the fold.
 * An uploaded picture (a photo the firm chose) is shown over its variants, filling the box `className`
 * shapes.
 */
export function Img({
  image,
  className = "",
  priority = false,
  sizes,
}: {
  image: Picture;
  className?: string;
  priority?: boolean;
  sizes?: string;
}) {
  if (image.responsive)
    return (
      <ResponsiveImg
        image={image.responsive}
        alt={image.alt}
        sizes={sizes ?? "(min-width: 768px) 33vw, 100vw"}
        priority={priority}
        fill
        className={className}
      />
    );
  return (
    <img
      src={assetUrl(image.src)}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding={priority ? "sync" : "async"}
      sizes={sizes}
      className={className}
    />
  );
}
