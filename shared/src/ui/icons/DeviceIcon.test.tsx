import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/index.ts';
import { DeviceIcon } from './DeviceIcon.tsx';

test('with a title the icon is an image named by it, at the size asked for', () => {
  renderWithProviders(<DeviceIcon type="mobile" size={22} title="Phone" />);
  const icon = screen.getByRole('img', { name: 'Phone' });
  expect(icon).toHaveAttribute('width', '22');
});

test('without a title it is decorative, 20 px by default', () => {
  const { container } = renderWithProviders(<DeviceIcon type="tablet" />);
  expect(screen.queryByRole('img')).toBeNull();
  const svg = container.querySelector('svg');
  expect(svg).toHaveAttribute('aria-hidden', 'true');
  expect(svg).toHaveAttribute('width', '20');
});

test('each type has its own outline; a desktop is the monitor', () => {
  const outline = (type: 'mobile' | 'tablet' | 'desktop') => renderWithProviders(<DeviceIcon type={type} />).container.querySelector('svg')!.innerHTML;
  const [phone, tablet, desktop] = [outline('mobile'), outline('tablet'), outline('desktop')];
  expect(new Set([phone, tablet, desktop]).size).toBe(3);
  expect(desktop).toContain('M8 20.5h8');
});
