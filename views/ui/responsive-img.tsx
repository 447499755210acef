import {
  FILL_CLASS,
  FRAME_CLASS,
  NATURAL_CLASS,
  PLACEHOLDER_CLASS,
  type ResponsiveImage,
} from "../../src/shared/responsive-image";

/**
 * An uploaded image over its WebP variants (srcset/sizes), with its width and height (no layout shift) and
 * its blurred placeholder drawn underneath until it loads. `fill`: it covers a box the caller shapes
 * through `className` (e.g. aspect-video); otherwise it keeps its own shape. `priority` for the page's
 * largest image above the fold (eager, fetchpriority high); everything else loads lazily.
 */
export function ResponsiveImg({
  image,
  alt,
  sizes,
  priority = false,
  fill = false,
  className = "",
}: {
  image: ResponsiveImage;
  alt: string;
  sizes: string;
  priority?: boolean;
  fill?: boolean;
  className?: string;
}) {
  return (
    <span className={`${FRAME_CLASS} ${fill ? "block" : "inline-block max-w-full align-top"} ${className}`}>
      <img
        src={image.src}
        srcSet={image.srcSet || undefined}
        sizes={image.srcSet ? sizes : undefined}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding={priority ? "sync" : "async"}
        className={fill ? FILL_CLASS : NATURAL_CLASS}
      />
      <svg
        aria-hidden="true"
        focusable="false"
        className={PLACEHOLDER_CLASS}
        viewBox={`0 0 ${image.width} ${image.height}`}
        preserveAspectRatio="xMidYMid slice"
      >
        <image
          href={image.placeholder}
          width={image.width}
          height={image.height}
          preserveAspectRatio="none"
        />
      </svg>
    </span>
  );
}
