// WCAG 2.5.3 Label in Name: a control whose accessible name (aria-label) is a longer text than the
// words it shows must contain those words, or a viewer who speaks what they see to voice control
// ("click Remove") cannot reach it. The pairs below are the controls that show one text and are
// named by another; every locale of every pair is checked. Axe found Hebrew's construct forms
// ("הסרה" shown, "הסרת …" as the name) on /account/devices/.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repo = resolve(__dirname, '../../..');

/** [app, namespace, the key shown on the control, the key of its aria-label]. */
const PAIRS: Array<[string, string, string, string]> = [
  ['mf-account', 'account', 'devices.remove', 'devices.removeLabel'],
  ['mf-account', 'account', 'subscription.plans.buy', 'subscription.plans.buyLabel'],
  ['mf-auth', 'auth', 'limit.remove', 'limit.remove_named'],
  ['mf-auth', 'auth', 'limit.confirm_remove', 'limit.confirm_remove_named'],
  ['mf-events', 'events', 'tags.edit', 'tags.editNamed'],
  ['mf-events', 'events', 'tags.remove', 'tags.removeNamed'],
  ['mf-events', 'events', 'media.rename', 'media.renameNamed'],
  ['mf-events', 'events', 'media.delete', 'media.deleteNamed'],
];

const lookup = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);

function locales(app: string): string[] {
  const dir = join(repo, app, 'src/i18n/locales');
  return existsSync(dir) ? readdirSync(dir) : [];
}

test.each(PAIRS)('%s %s: the name of "%s" contains its visible words in every locale', (app, namespace, shown, named) => {
  const found = locales(app);
  expect(found.length).toBe(14);
  const mismatches = found.flatMap((locale) => {
    const tree = JSON.parse(readFileSync(join(repo, app, 'src/i18n/locales', locale, `${namespace}.json`), 'utf8')) as unknown;
    const visible = lookup(tree, shown);
    const name = lookup(tree, named);
    if (typeof visible !== 'string' || typeof name !== 'string') return [`${locale}: ${shown} or ${named} is missing`];
    return name.toLocaleLowerCase(locale).includes(visible.toLocaleLowerCase(locale)) ? [] : [`${locale}: "${name}" does not contain "${visible}"`];
  });
  expect(mismatches).toEqual([]);
});
