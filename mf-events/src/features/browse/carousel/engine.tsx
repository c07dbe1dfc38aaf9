// embla-carousel behind mf-events' Carousel (loaded on first intent, see load.ts and ADR 0009).
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect } from 'react';
import type { Direction } from '@portal/shared/ui';

export type CarouselApi = NonNullable<ReturnType<typeof useEmblaCarousel>[1]>;

export interface CarouselEngineProps {
  viewport: HTMLElement;
  direction: Direction;
  onApi: (api: CarouselApi | null) => void;
}

/** Drives an existing viewport (its first child is the track); renders nothing itself. */
export function CarouselEngine({ viewport, direction, onApi }: CarouselEngineProps) {
  const [setViewport, api] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    // A step is a page of whole items, like the buttons promise.
    slidesToScroll: 'auto',
    direction,
    // Swipes page the row at the product's threshold (the Carousel's own pointer handling).
    watchDrag: false,
  });
  useEffect(() => {
    setViewport(viewport);
  }, [setViewport, viewport]);
  useEffect(() => {
    onApi(api ?? null);
    return () => onApi(null);
  }, [api, onApi]);
  return null;
}
