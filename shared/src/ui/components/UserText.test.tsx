import { screen } from '@testing-library/react';
import { renderUi } from '../internal/test-utils.tsx';
import { EmailText, UserText } from './UserText.tsx';

const unbroken = 'x'.repeat(300);

test('user text wraps anywhere and may shrink in a flex row; its words are all there', () => {
  renderUi(<UserText data-testid="title">{unbroken}</UserText>);
  const title = screen.getByTestId('title');
  expect(title).toHaveTextContent(unbroken);
  expect(title).toHaveStyle({ overflowWrap: 'anywhere', minInlineSize: '0' });
  expect(title).not.toHaveAttribute('title');
});

test('cut user text keeps the full text in its title', () => {
  renderUi(
    <>
      <UserText lines={1} data-testid="one">
        {unbroken}
      </UserText>
      <UserText lines={2} as="p" data-testid="two">
        A clip title that is long
      </UserText>
    </>,
  );
  expect(screen.getByTestId('one')).toHaveAttribute('title', unbroken);
  expect(screen.getByTestId('one')).toHaveStyle({ textOverflow: 'ellipsis', whiteSpace: 'nowrap', overflow: 'hidden' });
  expect(screen.getByTestId('two').tagName).toBe('P');
  expect(screen.getByTestId('two')).toHaveAttribute('title', 'A clip title that is long');
  expect(screen.getByTestId('two')).toHaveStyle({ overflow: 'hidden', overflowWrap: 'anywhere' });
});

test('an e-mail address is left to right in a right-to-left page and may break after the @ and before dots', () => {
  const email = 'a.very.long.name.of.somebody@subdomain.example-club.co.il';
  const view = renderUi(<EmailText data-testid="email">{email}</EmailText>, { dir: 'rtl' });
  const node = screen.getByTestId('email');
  expect(node).toHaveAttribute('dir', 'ltr');
  expect(node.textContent).toBe(email);
  // break opportunities: after '@', before '.example-club', '.co', '.il' (never inside the local part's words)
  expect(view.container.querySelectorAll('wbr')).toHaveLength(4);
  expect(node.innerHTML.replace(/<wbr>/g, '|')).toBe('a.very.long.name.of.somebody@|subdomain|.example-club|.co|.il');
});

test('text without an @ is kept whole', () => {
  renderUi(<EmailText data-testid="email">not-an-address</EmailText>);
  expect(screen.getByTestId('email').innerHTML).toBe('not-an-address');
});
