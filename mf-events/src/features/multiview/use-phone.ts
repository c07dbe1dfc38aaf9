// Which phone posture the screen is in (issue 16 item 5): portrait phones stack two streams, a phone
// turned to landscape shows one large and one small. null on anything larger.
import { useEffect, useState } from 'react';
import type { Phone } from './state.ts';

export const PHONE_PORTRAIT = '(max-width: 639px)';
export const PHONE_LANDSCAPE = '(max-height: 500px) and (orientation: landscape) and (max-width: 1023px)';

function read(): Phone {
  if (typeof matchMedia !== 'function') return null;
  if (matchMedia(PHONE_PORTRAIT).matches) return 'portrait';
  if (matchMedia(PHONE_LANDSCAPE).matches) return 'landscape';
  return null;
}

export function usePhone(): Phone {
  const [phone, setPhone] = useState<Phone>(read);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const lists = [matchMedia(PHONE_PORTRAIT), matchMedia(PHONE_LANDSCAPE)];
    const update = () => setPhone(read());
    for (const l of lists) l.addEventListener('change', update);
    update();
    return () => {
      for (const l of lists) l.removeEventListener('change', update);
    };
  }, []);
  return phone;
}
