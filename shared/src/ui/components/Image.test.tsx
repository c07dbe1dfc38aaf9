import { fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../internal/test-utils.tsx';
import { Image } from './Image.tsx';

describe('Image', () => {
  it('is lazy, 320x180 by default, in a 16:9 box', () => {
    renderUi(<Image src="/poster.jpg" alt="Final" />);
    const img = screen.getByRole('img', { name: 'Final' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '180');
    expect(
      getComputedStyle(img.parentElement as HTMLElement)
        .getPropertyValue('aspect-ratio')
        .replace(/\s/g, ''),
    ).toBe('320/180');
  });

  it('takes other sizes and eager loading', () => {
    renderUi(<Image src="/logo.png" alt="Logo" width={64} height={64} eager />);
    const img = screen.getByRole('img', { name: 'Logo' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('width', '64');
  });

  it('marks itself loaded, and falls back when loading fails', () => {
    const onError = jest.fn();
    const { container } = renderUi(<Image src="/missing.jpg" alt="Poster" onError={onError} />);
    const box = container.querySelector('[data-state]') as HTMLElement;
    expect(box).toHaveAttribute('data-state', 'loading');
    fireEvent.error(screen.getByRole('img', { name: 'Poster' }));
    expect(onError).toHaveBeenCalled();
    expect(box).toHaveAttribute('data-state', 'fallback');
    expect(screen.getByRole('img', { name: 'Poster (Image unavailable)' })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('uses a custom fallback, also without src', () => {
    renderUi(<Image src={null} alt="" fallback={<span>No poster</span>} />);
    expect(screen.getByText('No poster')).toBeInTheDocument();
  });

  it('shows the image once loaded', () => {
    const { container } = renderUi(<Image src="/ok.jpg" alt="Ok" />);
    fireEvent.load(screen.getByRole('img', { name: 'Ok' }));
    expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'loaded');
  });

  it('shows at once, without fading in, an image the browser already has', () => {
    const natural = jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(320);
    const complete = jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    try {
      const { container } = renderUi(<Image src="/cached.jpg" alt="Cached" />);
      expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'loaded');
    } finally {
      natural.mockRestore();
      complete.mockRestore();
    }
  });
});
