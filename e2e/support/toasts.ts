import type { Page } from '@playwright/test';

/**
 * The toast that says `text`: an item of the notifications list (Radix Toast's markup). Look for the
 * item, not for the text alone: for about a second Radix also says the text in a live status of its
 * own ("Notification …"), so a bare getByText finds two elements.
 */
export const toastSaying = (page: Page, text: string) => page.locator('#portal-toasts').getByRole('listitem').filter({ hasText: text });
