// The survey form opens in the page's language: the shell adds `lang` to the tenant's form URL.
import { surveyFormUrl } from './Survey.tsx';

test.each([
  ['https://survey.test/forms/ux-survey/?parent=http://portal.test:8080', 'he', 'https://survey.test/forms/ux-survey/?parent=http://portal.test:8080&lang=he'],
  ['https://survey.test/forms/ux-survey/?lang=de&x=1', 'uk-UA', 'https://survey.test/forms/ux-survey/?x=1&lang=uk-UA'],
  ['/forms/ux-survey/', 'fr-CA', '/forms/ux-survey/?lang=fr-CA'],
  ['https://forms.example.org/f?a=1#top', 'ko', 'https://forms.example.org/f?a=1&lang=ko#top'],
])('surveyFormUrl(%p, %p)', (url, locale, expected) => {
  expect(surveyFormUrl(url, locale)).toBe(expected);
});
