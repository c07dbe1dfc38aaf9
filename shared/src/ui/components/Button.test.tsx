import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import { renderUi } from '../internal/test-utils.tsx';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('defaults to a primary, medium, type=button button', () => {
    renderUi(<Button>Watch</Button>);
    const button = screen.getByRole('button', { name: 'Watch' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'primary');
    expect(button).toHaveAttribute('data-size', 'medium');
  });

  it.each(['primary', 'secondary', 'outline', 'link'] as const)('renders the %s variant', (variant) => {
    renderUi(<Button variant={variant}>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('data-variant', variant);
  });

  it('supports sizes, full width and full rounded', () => {
    renderUi(
      <Button size="large" fullWidth fullRounded>
        Subscribe
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Subscribe' });
    expect(button).toHaveAttribute('data-size', 'large');
    const style = getComputedStyle(button);
    expect(style.getPropertyValue('inline-size')).toBe('100%');
    expect(style.borderRadius).toBe('9999px');
  });

  it('calls onClick, but not when disabled or loading', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const { rerender } = renderUi(<Button onClick={onClick}>Buy</Button>);
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <Button onClick={onClick} loading>
        Buy
      </Button>,
    );
    const busy = screen.getByRole('button', { name: 'Buy' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    rerender(
      <Button onClick={onClick} disabled>
        Buy
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Buy' })).toBeDisabled();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('renders a link with href, and any component with as', () => {
    function RouterLink({ to, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
      return <a data-router="yes" href={to} {...rest} />;
    }
    renderUi(
      <>
        <Button href="/live/">Live</Button>
        <Button as={RouterLink} to="/archive/" variant="outline">
          Archive
        </Button>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Live' })).toHaveAttribute('href', '/live/');
    const archive = screen.getByRole('link', { name: 'Archive' });
    expect(archive).toHaveAttribute('href', '/archive/');
    expect(archive).toHaveAttribute('data-router', 'yes');
    expect(archive).not.toHaveAttribute('type');
  });

  it('is reachable and operable with the keyboard', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderUi(<Button onClick={onClick}>Play</Button>);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Play' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
