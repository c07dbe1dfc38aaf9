import { isFormReachable } from './probe-form.ts';

describe('isFormReachable', () => {
  it('is true when the opaque request completes, whatever its status', async () => {
    const fetchImpl = jest.fn(async () => new Response(null, { status: 200 }));
    await expect(isFormReachable('https://forms.example.test/f/1', fetchImpl as unknown as typeof fetch)).resolves.toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith('https://forms.example.test/f/1', expect.objectContaining({ mode: 'no-cors', credentials: 'omit' }));
  });

  it('is false when the network refuses the request', async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(isFormReachable('http://127.0.0.1:9/', fetchImpl as unknown as typeof fetch)).resolves.toBe(false);
  });

  it('assumes reachable where there is no fetch to probe with', async () => {
    await expect(isFormReachable('https://forms.example.test/', null)).resolves.toBe(true);
  });
});
