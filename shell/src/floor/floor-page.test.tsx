import { screen } from '@testing-library/react';

test("the floor renders its one line with the stack's providers and nothing of the portal", async () => {
  // the module renders by itself on import, as in the browser: outside act(), like the page
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  document.body.innerHTML = '<div id="root" data-portal-floor></div>';
  await import('./floor-page.tsx');
  expect(await screen.findByText('The stack’s floor')).toBeInTheDocument();
  expect(document.querySelectorAll('#root *')).toHaveLength(1);
});
