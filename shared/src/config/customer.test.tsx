import { act, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import type { PublicTenantConfig } from '../contract/tenant.ts';
import { portalStore } from '../session/store.ts';
import { customerConfigAtom, getCustomerConfig, setCustomerConfig, useCustomerConfig } from './customer.ts';

function Name() {
  return <span>{useCustomerConfig()?.name ?? 'none'}</span>;
}

test('the customer configuration is one atom, read by hooks and plain code alike', () => {
  setCustomerConfig(null);
  render(
    <Provider store={portalStore}>
      <Name />
    </Provider>,
  );
  expect(screen.getByText('none')).toBeInTheDocument();
  act(() => setCustomerConfig({ name: 'Arena' } as PublicTenantConfig));
  expect(screen.getByText('Arena')).toBeInTheDocument();
  expect(getCustomerConfig()?.name).toBe('Arena');
  expect(portalStore.get(customerConfigAtom)?.name).toBe('Arena');
});

test('components outside the Provider see the same store', () => {
  setCustomerConfig({ name: 'Kadur' } as PublicTenantConfig);
  render(<Name />);
  expect(screen.getByText('Kadur')).toBeInTheDocument();
});
