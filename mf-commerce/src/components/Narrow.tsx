import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Container } from '@portal/shared';

/** A narrow, padded column for single-message pages. */
export function Narrow({ children }: { children: ReactNode }) {
  const t = useTheme();
  return (
    <Container width="narrow" css={{ paddingBlock: t.space(10, 16) }}>
      {children}
    </Container>
  );
}
