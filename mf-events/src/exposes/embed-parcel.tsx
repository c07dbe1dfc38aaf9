// The embeddable player as a single-spa parcel (issue 15 item 7, ADR 0034). A separate expose:
// only the portal's embed loader (api/src/static/embed-runtime.ts) loads it, so neither
// single-spa-react nor this file is part of the portal's own pages.
// Props: { domElement, eventId, portalOrigin, tenant?, locale? } (EmbedProps).
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { EmbedRoot } from '../features/embed/EmbedRoot.tsx';
import type { EmbedProps } from '../features/embed/embed-data.ts';

const lifecycles = singleSpaReact<EmbedProps>({
  React,
  ReactDOMClient,
  rootComponent: EmbedRoot,
  // single-spa-react renders into props.domElement; a render error shows nothing rather than a
  // broken page on the tenant's site (the error is logged).
  errorBoundary: () => <></>,
});

export const { bootstrap, mount, unmount, update } = lifecycles;
