// Demo content pages per tenant (ADR 0019): FAQ, about, terms, privacy and the /info pages each
// tenant defines. English for every tenant; a Hebrew tenant gets Hebrew too (the fallback to
// English is then visible on every other locale). Texts are the tenant's; names are interpolated.
import { and, eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { contentPages } from './schema.ts';
import type { TenantConfig } from '../tenants.ts';
import { documentSchema } from '../routes/content-pages.ts';
import { a, b, h, ol, p, qa, ul, type Brand, type PageSeed, type Part } from './content-blocks.ts';
import { hebrewPages } from './seed-content-he.ts';

export function englishPages({ name, id, commerce }: Brand): PageSeed[] {
  const support = `support@${id}.example`;
  const privacy = `privacy@${id}.example`;
  const pages: PageSeed[] = [
    {
      slug: 'faq',
      locale: 'en',
      title: 'Frequently asked questions',
      updated: '2026-10-14',
      body: [
        p(`Quick answers about watching on ${name}. Can't find yours? `, a('Contact us', '/info/contact/'), '.'),
        qa(
          'Which devices can I watch on?',
          'Any current browser on a computer, phone or tablet: Chrome, Edge, Firefox and Safari, each in its latest two versions. Our apps for iOS and Android add downloads for offline viewing.',
          p(a('Get the app', '/open-app/'), ' from your phone to be sent to the right store.'),
        ),
        qa(
          'On how many devices can I be signed in?',
          'Up to three devices at the same time. When you reach the limit, the sign-in page lists your devices so you can remove one. You can also manage them under Account › Devices.',
        ),
        qa(
          'Why does a live stream stop or lower its quality?',
          'The player adapts the picture to your connection. Full HD needs about 6 Mbit/s; below 2 Mbit/s you will see standard quality. If the picture freezes:',
          ol(
            'Check your connection or move closer to your Wi-Fi router.',
            'Close other tabs or apps that stream or download.',
            'Reload the page; the player resumes where the live edge is.',
          ),
        ),
        qa(
          'Can I rewind a live match?',
          'Yes. Live events keep the last 10 minutes, so you can jump back to a goal you missed and return to live with one click. Full matches are in the archive shortly after the final whistle.',
        ),
        qa(
          'Why is a match not available in my country?',
          'Some competitions sell their broadcast rights by territory. When a match cannot be shown where you are, its page says so instead of playing. Travelling does not change what your plan includes, only what can be shown in that country.',
        ),
        qa(
          'How do I create a clip or a tag?',
          'Sign in, open a match and use the clip button in the player to mark a start and an end. Your clips and tags appear under the match and in your account, and only you can edit or delete them.',
        ),
        ...(commerce
          ? [
              qa(
                'What does a subscription include, and how do I cancel?',
                `A monthly or annual plan unlocks every live match and the full archive on ${name}. League passes cover one competition. You can cancel any time under Account › Subscription; you keep access until the end of the period you paid for.`,
                p('See our ', a('refund policy', '/info/refunds/'), ' for the exceptions.'),
              ),
              qa(
                'What is pay-per-view?',
                'Some big events are sold on their own. A ticket gives you the live stream and the replay for 48 hours after the event, on any of your devices.',
              ),
            ]
          : [qa(`Is ${name} free?`, `Yes. Every match on ${name} is free to watch. Creating an account adds favourites, your own clips and a watch list.`)]),
        qa(
          'I forgot my password. What now?',
          'Choose "Forgot password?" on the sign-in page and enter your e-mail address. The link we send is valid for 30 minutes. If you signed up with Google, Facebook or Apple, sign in with the same button instead.',
        ),
      ],
    },
    {
      slug: 'about',
      locale: 'en',
      title: `About ${name}`,
      updated: '2026-09-02',
      body: [
        p(
          `${name} brings you live and on-demand sport from the leagues, clubs and academies you care about: football, basketball, handball and volleyball, men's and women's, from the first division to the youth teams.`,
        ),
        h('What we do'),
        ul(
          [b('Live matches'), ' in full HD with a 10-minute rewind window, and the key moments tagged on the timeline.'],
          [b('The archive'), ': every match, condensed replays, recaps and highlights, usually within an hour of the final whistle.'],
          [b('Channels'), ' around the clock with a programme guide, from classic matches to studio shows.'],
          [b('Your game'), ': follow teams and leagues, cut your own clips, keep a watch list.'],
        ),
        h('Who we are'),
        p(
          `We are a small team of producers, engineers and lifelong fans. We work with the leagues and clubs directly, so the cameras are where the action is, even at the smaller grounds.`,
        ),
        h('Work with us'),
        p('Leagues, clubs and partners can reach our partnerships team through the ', a('contact page', '/info/contact/'), '.'),
      ],
    },
    {
      slug: 'terms',
      locale: 'en',
      title: 'Terms of use',
      updated: '2026-08-20',
      body: [
        p(
          `These terms apply to your use of ${name} on the web and in our apps. By creating an account or watching, you accept them. Please read them together with our `,
          a('privacy policy', '/privacy/'),
          '.',
        ),
        h('1. Your account'),
        ul(
          'You must be at least 16 years old, or have the consent of a parent or guardian.',
          'Keep your password to yourself. You are responsible for what happens in your account.',
          'An account is personal. It may be signed in on up to three devices at the same time.',
        ),
        h('2. What you may do with the content'),
        p(
          'Matches, replays and highlights are licensed to us by the leagues and clubs. You may watch them for your own, private, non-commercial use. You may not:',
        ),
        ul(
          'record, copy, re-stream or publicly show the streams, for example in a bar or on another website;',
          'get around geographic restrictions, device limits or other technical protection;',
          'use automated means to access the service or collect its content.',
        ),
        h('3. Clips and tags you create'),
        p(
          'Clips and tags stay yours, and we host them for you. Do not use titles that are offensive, unlawful or that infringe the rights of others; we may remove such content.',
        ),
        ...(commerce
          ? [
              h('4. Payments and subscriptions'),
              p(
                'Prices include VAT where it applies. Subscriptions renew automatically until you cancel. Cancelling stops the next renewal; the current period is not refunded, except as our ',
                a('refund policy', '/info/refunds/'),
                ' or the law says.',
              ),
            ]
          : [h('4. A free service'), p(`${name} is free. We may change which competitions we show; we will tell you in advance where we can.`)]),
        h('5. Availability'),
        p(
          'We work hard to keep every match on air, but we cannot promise an uninterrupted service. Rights holders may require us to withdraw content or change kick-off times.',
        ),
        h('6. Changes and contact'),
        p(
          'If we change these terms, we will tell you in the service at least 30 days before the change applies. Questions: ',
          a(support, `mailto:${support}`),
          '.',
        ),
      ],
    },
    {
      slug: 'privacy',
      locale: 'en',
      title: 'Privacy policy',
      updated: '2026-08-20',
      body: [
        p(`This policy explains what personal data ${name} collects, why, and the choices you have.`),
        h('What we collect'),
        ul(
          [b('Account data'), ': e-mail address, name, and what you add to your profile (country, city, date of birth, favourite club).'],
          [b('Devices'), ': the browser or app you sign in with, to enforce the device limit and let you remove old devices.'],
          [b('Viewing'), ': what you watch and for how long, to resume playback, suggest matches and report audience figures to rights holders in aggregate.'],
          ...(commerce ? [[b('Payments'), ': handled by our card provider; we keep only the last four digits and the expiry date.'] as Part[]] : []),
        ),
        h('Why we use it'),
        ul(
          'to provide the service you asked for (contract);',
          'to keep accounts safe and prevent abuse (legitimate interest);',
          'to measure and improve the service, with analytics you can refuse (consent);',
          'to meet legal obligations, such as tax records.',
        ),
        h('Who we share it with'),
        p(
          'Hosting and video delivery providers, our analytics provider when you allow it, and rights holders in aggregated, anonymous form. We never sell your data.',
        ),
        h('How long we keep it'),
        p(
          'As long as your account exists, and up to 12 months after you delete it for security logs. Deleting your account (Account › General) erases your profile, follows, clips and tags.',
        ),
        h('Your rights'),
        p(
          'You may access, correct, export or delete your data, and object to its use. Write to ',
          a(privacy, `mailto:${privacy}`),
          '. You may also complain to your data protection authority.',
        ),
      ],
    },
    {
      slug: 'contact',
      locale: 'en',
      title: 'Contact us',
      updated: '2026-07-11',
      body: [
        p('Most answers are in our ', a('FAQ', '/faq/'), '. If you still need help, we are here every day from 09:00 to 23:00 and during every live match.'),
        h('Viewer support'),
        ul(['E-mail: ', a(support, `mailto:${support}`)], 'Answer within 24 hours, within 1 hour during live matches.'),
        h('Leagues, clubs and partners'),
        p(a(`partners@${id}.example`, `mailto:partners@${id}.example`), ' for broadcast rights, production and sponsorship.'),
        h('Press'),
        p(a(`press@${id}.example`, `mailto:press@${id}.example`)),
      ],
    },
  ];
  if (commerce) {
    pages.push({
      slug: 'refunds',
      locale: 'en',
      title: 'Refund policy',
      updated: '2026-08-20',
      body: [
        p('We want you to pay only for what you can watch. This is when we refund you:'),
        h('Subscriptions'),
        ul(
          'Within 14 days of your first purchase, if you have watched less than 30 minutes: a full refund.',
          'After that, cancelling stops the next renewal; the current period is not refunded.',
          'A renewal charged by mistake after you cancelled is always refunded.',
        ),
        h('Pay-per-view tickets'),
        ul(
          'Event cancelled or not broadcast: refunded automatically within 5 working days.',
          'Stream interrupted for more than 15 minutes by a fault on our side: a full refund on request.',
        ),
        h('How to ask'),
        p(
          'Write to ',
          a(support, `mailto:${support}`),
          ' with the e-mail address of your account and the date of the charge. Refunds go back to the card you paid with.',
        ),
      ],
    });
  }
  return pages;
}

/** Every page the tenant starts with: English always, Hebrew too for a Hebrew tenant. */
export function contentPagesFor(tenant: TenantConfig): PageSeed[] {
  const brand: Brand = { name: tenant.name, id: tenant.id, commerce: tenant.remotes['mf-commerce'].enabled };
  return [...englishPages(brand), ...(tenant.default_locale === 'he' ? hebrewPages(brand) : [])];
}

/** Replaces the tenant's seeded pages (pages a tenant edited itself, seeded false, stay). */
export async function seedContentPages(database: Database, tenant: TenantConfig) {
  const { db } = database;
  const pages = contentPagesFor(tenant);
  for (const page of pages) documentSchema.parse(page.body);
  await db.delete(contentPages).where(and(eq(contentPages.tenantId, tenant.id), eq(contentPages.seeded, true)));
  await db
    .insert(contentPages)
    .values(
      pages.map((pg) => ({
        tenantId: tenant.id,
        slug: pg.slug,
        locale: pg.locale,
        title: pg.title,
        body: pg.body,
        updatedAt: new Date(`${pg.updated}T09:00:00Z`),
        seeded: true,
      })),
    )
    .onConflictDoNothing();
}
