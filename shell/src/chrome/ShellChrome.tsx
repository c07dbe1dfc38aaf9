// Everything the shell draws around every page: toasts, the modal host, the
// smart banner and the survey (issue 4 fills these in).
import type { ReactNode } from 'react';

export function ShellChrome({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
