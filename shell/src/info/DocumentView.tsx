// Renders a content page's structured document (ADR 0019) as React text: headings, paragraphs,
// lists, links and FAQ questions as disclosures. No HTML string ever reaches the DOM.
import { useId, useState, type ReactNode } from 'react';
import { useTheme, type CSSObject } from '@emotion/react';
import { ChevronIcon, RouteLink } from '@portal/shared/ui';
import type { AnswerBlock, Block, Inline } from './get-content-page.ts';

function InlineText({ parts }: { parts: Inline[] }) {
  const theme = useTheme();
  const link: CSSObject = {
    color: theme.color.primaryText,
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    borderRadius: theme.radius.sm,
    '&:focus-visible': theme.focusRing,
  };
  return (
    <>
      {parts.map((part, i) => {
        const content: ReactNode = part.strong ? <strong>{part.text}</strong> : part.text;
        if (!part.href) return <span key={i}>{content}</span>;
        // Site paths stay in the app; https opens a new tab; mailto/tel go to the viewer's app.
        if (part.href.startsWith('/'))
          return (
            <RouteLink key={i} to={part.href} css={link}>
              {content}
            </RouteLink>
          );
        const external = part.href.startsWith('https://');
        return (
          <a key={i} href={part.href} css={link} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {content}
          </a>
        );
      })}
    </>
  );
}

function AnswerView({ block }: { block: AnswerBlock }) {
  const theme = useTheme();
  if (block.type === 'paragraph') {
    return (
      <p css={{ ...theme.text.body, margin: 0 }}>
        <InlineText parts={block.content} />
      </p>
    );
  }
  const List = block.ordered ? 'ol' : 'ul';
  return (
    <List css={{ ...theme.text.body, margin: 0, paddingInlineStart: theme.space(6), display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
      {block.items.map((item, i) => (
        <li key={i}>
          <InlineText parts={item} />
        </li>
      ))}
    </List>
  );
}

/** WAI-ARIA disclosure: a heading holding a button that shows and hides its answer. */
function Question({ question, answer }: { question: string; answer: AnswerBlock[] }) {
  const theme = useTheme();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div data-testid="faq-item" css={{ borderBlockEnd: `1px solid ${theme.color.border}` }}>
      <h2 css={{ margin: 0, ...theme.text.title }}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((v) => !v)}
          css={{
            all: 'unset',
            boxSizing: 'border-box',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: theme.space(4),
            inlineSize: '100%',
            paddingBlock: theme.space(4),
            cursor: 'pointer',
            color: theme.color.text,
            borderRadius: theme.radius.sm,
            '&:hover': { color: theme.color.primaryText },
            '&:focus-visible': theme.focusRing,
          }}
        >
          <span>{question}</span>
          <ChevronIcon direction={open ? 'up' : 'down'} size={20} css={{ flexShrink: 0, color: theme.color.textMuted }} />
        </button>
      </h2>
      <div
        id={id}
        hidden={!open}
        css={{ display: open ? 'flex' : 'none', flexDirection: 'column', gap: theme.space(3), paddingBlockEnd: theme.space(5), color: theme.color.textMuted }}
      >
        {answer.map((b, i) => (
          <AnswerView key={i} block={b} />
        ))}
      </div>
    </div>
  );
}

export function DocumentView({ body }: { body: Block[] }) {
  const theme = useTheme();
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4), maxInlineSize: '70ch' }}>
      {body.map((block, i) => {
        if (block.type === 'heading') {
          return (
            <h2 key={i} css={{ ...theme.text.h3, margin: 0, marginBlockStart: theme.space(4) }}>
              {block.text}
            </h2>
          );
        }
        if (block.type === 'qa') return <Question key={i} question={block.question} answer={block.answer} />;
        return <AnswerView key={i} block={block} />;
      })}
    </div>
  );
}
