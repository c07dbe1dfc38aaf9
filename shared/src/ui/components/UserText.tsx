// Text that people type (tag and clip titles, names, e-mail addresses, device names, searches) has
// no spaces where a layout expects them (issue 27 item 6): a 300-character title without a space
// widened the event page to 2,022 px. Such text either wraps anywhere it must, or is cut to a
// number of lines with its full text in the element's title (a tooltip, and read in full by
// screen readers, which ignore the visual cut).
import type { CSSObject } from '@emotion/react';
import { Fragment, type HTMLAttributes } from 'react';

/** Wraps a word longer than its box at any point, and lets a flex or grid item shrink below it. */
export const wrapAnywhere: CSSObject = { overflowWrap: 'anywhere', minInlineSize: 0 };

/** Cut to `lines` lines with an ellipsis; pair it with the full text in `title`. */
export function truncateLines(lines = 1): CSSObject {
  if (lines <= 1) return { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minInlineSize: 0 };
  return { display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere', minInlineSize: 0 };
}

type TextTag = 'span' | 'p' | 'div' | 'strong' | 'h1' | 'h2' | 'h3';

export interface UserTextProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  children: string;
  /** Cut to this many lines with the full text in the title; absent: wrap in full. */
  lines?: number;
  as?: TextTag;
}

/** User-supplied text that cannot break the page: wrapped, or cut with its full text available. */
export function UserText({ children, lines, as: Tag = 'span', ...rest }: UserTextProps) {
  return (
    <Tag title={lines ? children : undefined} {...rest} css={lines ? truncateLines(lines) : wrapAnywhere}>
      {children}
    </Tag>
  );
}

export interface EmailTextProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dir'> {
  children: string;
  as?: TextTag;
}

/**
 * An e-mail address, left to right in every locale. A long one breaks first after the @ and
 * before dots (soft break opportunities), and mid-part only when a part alone is wider than the box.
 */
export function EmailText({ children: email, as: Tag = 'span', ...rest }: EmailTextProps) {
  const at = email.indexOf('@');
  const local = at === -1 ? email : email.slice(0, at + 1);
  const domain = at === -1 ? '' : email.slice(at + 1);
  const parts = domain.split(/(?=\.)/);
  return (
    <Tag dir="ltr" {...rest} css={{ ...wrapAnywhere, unicodeBidi: 'isolate', textAlign: 'start' }}>
      {local}
      {domain ? <wbr /> : null}
      {domain
        ? parts.map((part, i) => (
            <Fragment key={i}>
              {i > 0 ? <wbr /> : null}
              {part}
            </Fragment>
          ))
        : null}
    </Tag>
  );
}
