import type { CSSObject } from '@emotion/react';
import type { ElementType, HTMLAttributes } from 'react';

/** Hides content visually while keeping it for screen readers. */
export const visuallyHiddenStyle: CSSObject = {
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

export function VisuallyHidden({ as: Comp = 'span', ...rest }: HTMLAttributes<HTMLElement> & { as?: ElementType }) {
  return <Comp css={visuallyHiddenStyle} {...rest} />;
}
