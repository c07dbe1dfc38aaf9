// Rules of the viewer's own media (tags and clips, issue 9 item 5), written once for the event
// page's forms and the API's request bodies. Messages are i18n keys (`validation.*`, texts in
// mf-events' namespace); the API turns them into its 400 message.
import * as z from 'zod/mini';

/** A tag's or a clip's title: trimmed, 1 to 200 characters. */
export const MEDIA_TITLE_MAX = 200;

export const mediaTitleSchema = z
  .string({ message: 'validation.title_required' })
  .check(z.trim(), z.minLength(1, { message: 'validation.title_required' }), z.maxLength(MEDIA_TITLE_MAX, { message: 'validation.title_too_long' }));

/** The event page's "add a tag" form (global only with canCreateGlobalTag; the API checks that). */
export const tagFormSchema = z.object({ title: mediaTitleSchema, global: z.boolean() });

/** Renaming a tag or a clip, naming a new clip. */
export const titleFormSchema = z.object({ title: mediaTitleSchema });
