import type { ImageRef } from "../../src/content/types";
import { assetUrl } from "../../src/lib/assets";

/** An image with its intrinsic size (no layout shift); lazy unless it is the page's largest above the fold. */
export function Img({
  image,
  className = "",
  priority = false,
  sizes,
}: {
  image: ImageRef;
  className?: string;
  priority?: boolean;
  sizes?: string;
}) {
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
