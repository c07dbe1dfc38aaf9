// Where there is most likely no keyboard (a phone or tablet: a coarse pointer that cannot hover),
// keyboard-shortcut hints and the shortcuts entry are not shown (issue 27 item 9); a desktop shows them.
export const NO_KEYBOARD = '(hover: none) and (pointer: coarse)';

/** A style that hides its element where there is no keyboard (display: none, so assistive technology skips it too). */
export const hiddenWithoutKeyboard = { [`@media ${NO_KEYBOARD}`]: { display: 'none' } } as const;
