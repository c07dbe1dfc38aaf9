import { useTheme } from '@emotion/react';
import { useCallback, useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { IMAGE_DEFAULT_HEIGHT, IMAGE_DEFAULT_WIDTH } from '../constants.ts';
import { PlayIcon } from '../icons/icons.tsx';
import { useUiText } from '../text.tsx';

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
  src?: string | null;
  /** Required; "" for decorative images. */
  alt: string;
  /** Intrinsic size, also the aspect ratio of the box; default 320x180 (16:9). */
  width?: number;
  height?: number;
  /** Shown when there is no src or loading fails; default a branded placeholder. */
  fallback?: ReactNode;
  fit?: 'cover' | 'contain';
  /** `loading="eager"` for above-the-fold heroes; lazy by default. */
  eager?: boolean;
  /** Corner radius key of the theme; default none (the parent clips). */
  radius?: 'none' | 'sm' | 'md' | 'lg' | 'xl' | 'full';
}

/**
 * Lazy image in a box with a fixed aspect ratio (no layout shift), fading in when loaded and
 * falling back to a placeholder when it fails.
 */
export function Image({
  src,
  alt,
  width = IMAGE_DEFAULT_WIDTH,
  height = IMAGE_DEFAULT_HEIGHT,
  fallback,
  fit = 'cover',
  eager = false,
  radius = 'none',
  className,
  onLoad,
  onError,
  ...rest
}: ImageProps) {
  const t = useTheme();
  const text = useUiText();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const failed = !src || failedSrc === src;
  const loaded = loadedSrc === src;
  // An image the browser already has (the server's first paint showed it, or a page seen before)
  // shows at once: fading it in from nothing would blink it.
  const settled = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0) setLoadedSrc(img.getAttribute('src'));
  }, []);

  return (
    <span
      className={className}
      data-state={failed ? 'fallback' : loaded ? 'loaded' : 'loading'}
      css={{
        position: 'relative',
        display: 'block',
        inlineSize: '100%',
        aspectRatio: `${width} / ${height}`,
        overflow: 'hidden',
        borderRadius: radius === 'none' ? undefined : t.radius[radius],
        backgroundColor: t.color.sunken,
      }}
    >
      {failed ? (
        (fallback ?? (
          <span
            role={alt ? 'img' : undefined}
            aria-label={alt ? `${alt} (${text.imageUnavailable})` : undefined}
            aria-hidden={alt ? undefined : true}
            css={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              color: t.color.textMuted,
              background: `radial-gradient(120% 90% at 50% 0%, ${t.color.primarySubtle}, transparent 70%), linear-gradient(160deg, ${t.color.surface}, ${t.color.sunken})`,
            }}
          >
            <span
              css={{
                display: 'grid',
                placeItems: 'center',
                inlineSize: '22%',
                maxInlineSize: '56px',
                aspectRatio: '1',
                borderRadius: t.radius.full,
                border: `1.5px solid ${t.color.border}`,
                opacity: 0.8,
              }}
            >
              <PlayIcon size="42%" />
            </span>
          </span>
        ))
      ) : (
        <img
          ref={settled}
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          {...rest}
          onLoad={(e) => {
            setLoadedSrc(src);
            onLoad?.(e);
          }}
          onError={(e) => {
            setFailedSrc(src);
            onError?.(e);
          }}
          css={{
            position: 'absolute',
            inset: 0,
            inlineSize: '100%',
            blockSize: '100%',
            objectFit: fit,
            opacity: loaded ? 1 : 0,
            transition: `opacity ${t.motion.base} ${t.motion.easing}`,
          }}
        />
      )}
    </span>
  );
}
