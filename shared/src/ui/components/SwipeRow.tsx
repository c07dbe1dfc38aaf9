import { useTheme } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { Carousel, type CarouselProps } from './Carousel.tsx';

export interface SwipeRowProps extends Omit<CarouselProps, 'header' | 'controls' | 'aria-labelledby'> {
  /** Row heading ("Live now", "Upcoming"). */
  title: ReactNode;
  /** Heading level; default 2. */
  level?: 2 | 3;
  /** A "See all" link or other action beside the heading. */
  action?: ReactNode;
}

/** A titled content row: heading, optional action, arrows at the end of the heading bar, swipeable cards. */
export function SwipeRow({ title, level = 2, action, ...rest }: SwipeRowProps) {
  const t = useTheme();
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Carousel
      aria-labelledby={id}
      controls="top"
      header={
        <div css={{ display: 'flex', alignItems: 'baseline', gap: t.space(4), flexWrap: 'wrap' }}>
          <Heading id={id} css={{ ...(level === 2 ? t.text.h2 : t.text.h3), fontSize: level === 2 ? 'clamp(1.25rem, 1.1rem + 0.6vw, 1.625rem)' : undefined, margin: 0 }}>
            {title}
          </Heading>
          {action}
        </div>
      }
      {...rest}
    />
  );
}
