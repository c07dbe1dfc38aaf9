// /search/?q=…: events whose title or teams match, as a grid.
import { useTheme } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, Page, SearchIcon, TextField } from '@portal/shared/ui';
import { EventGrid } from '../components/EventGrid.tsx';

export function SearchPage() {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [draft, setDraft] = useState(q);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = draft.trim();
    setParams(next ? { q: next } : {});
  };

  return (
    <Page title={tr('search.title')} data-testid="search-page">
      <form role="search" onSubmit={submit} css={{ display: 'flex', gap: t.space(3), alignItems: 'flex-end', flexWrap: 'wrap', maxInlineSize: '720px' }}>
        <div css={{ flex: 1, minInlineSize: '220px' }}>
          <TextField label={tr('search.label')} name="q" type="search" value={draft} onChange={(e) => setDraft(e.currentTarget.value)} placeholder={tr('search.placeholder')} />
        </div>
        <Button type="submit" startIcon={<SearchIcon size={18} />}>
          {tr('search.submit')}
        </Button>
      </form>
      {q ? (
        <section aria-labelledby="search-results" css={{ display: 'flex', flexDirection: 'column', gap: t.space(5) }}>
          <h2 id="search-results" css={{ ...t.text.h3, margin: 0 }}>
            {tr('search.results', { q })}
          </h2>
          <EventGrid filters={{ search: q, size: 24 }} emptyText={tr('search.empty', { q })} />
        </section>
      ) : (
        <p css={{ ...t.text.body, color: t.color.textMuted, margin: 0 }}>{tr('search.prompt')}</p>
      )}
    </Page>
  );
}
