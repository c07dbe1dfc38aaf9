// The other four origins (CDN, OpenID provider, card sandbox, survey form), the ports of all five,
// and the URLs that can only be written once those ports are known.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Origins } from '../tenants.ts';
import { createIdentityProvider, ssoClients } from '../idp/provider.ts';
import { createCdnServer } from '../static/cdn.ts';
import { createCardsServer } from '../payments/cards.ts';
import { createSurveyServer } from '../survey/survey.ts';
import type { Cleanups } from './cleanups.ts';
import type { PortalOrigins, StartupPaths } from './portal-app.ts';

export interface SideServers {
  cdn: FastifyInstance;
  cards: FastifyInstance;
  survey: FastifyInstance;
  idpServer: Server;
  /** The IdP's handler, set by publishOrigins: its issuer URL needs its port. */
  idpSlot: { handle?: (req: IncomingMessage, res: ServerResponse) => void };
}

export interface Ports {
  portal: number;
  cdn: number;
  idp: number;
  cards: number;
  survey: number;
}

async function listen(app: FastifyInstance | Server, port: number, host: string): Promise<number> {
  if ('listen' in app && typeof (app as FastifyInstance).ready === 'function') {
    await (app as FastifyInstance).listen({ port, host });
    return ((app as FastifyInstance).server.address() as AddressInfo).port;
  }
  const server = app as Server;
  await new Promise<void>((res, rej) => {
    server.once('error', rej);
    server.listen(port, host, () => {
      server.off('error', rej);
      res();
    });
  });
  return (server.address() as AddressInfo).port;
}

export async function createSideServers(paths: StartupPaths, origins: Origins, portalOrigins: PortalOrigins): Promise<SideServers> {
  const cdn = await createCdnServer(paths.cdnDir, paths.logger);
  const cards = await createCardsServer(
    paths.logger,
    () => portalOrigins.list,
    () => origins.cards,
  );
  const survey = createSurveyServer(() => portalOrigins.list, paths.logger);
  const idpSlot: SideServers['idpSlot'] = {};
  const idpServer = createServer((req, res) => {
    if (!idpSlot.handle) {
      res.writeHead(503).end('starting');
      return;
    }
    idpSlot.handle(req, res);
  });
  return { cdn, cards, survey, idpServer, idpSlot };
}

/**
 * The portal on its port and the others on the next four (each on a free port when the base is 0),
 * in that order. The demo stand-ins for outside services keep their state in memory (the IdP's
 * sessions, the card sandbox's charges): in a cluster only the first worker serves them (ADR 0022);
 * the others keep their would-be ports for the URLs.
 */
export async function listenOnPorts(portal: FastifyInstance, side: SideServers, paths: StartupPaths, standIns: boolean, cleanups: Cleanups): Promise<Ports> {
  const { host, basePort } = paths;
  const next = (i: number) => (basePort === 0 ? 0 : basePort + i);
  const portalPort = await listen(portal, next(0), host);
  cleanups.add(() => portal.close());
  const cdnPort = await listen(side.cdn, next(1), host);
  cleanups.add(() => side.cdn.close());
  const idpPort = standIns ? await listen(side.idpServer, next(2), host) : next(2);
  if (standIns) {
    cleanups.add(
      () =>
        new Promise<void>((res) => {
          side.idpServer.closeAllConnections();
          side.idpServer.close(() => res());
        }),
    );
  }
  const cardsPort = standIns ? await listen(side.cards, next(3), host) : next(3);
  if (standIns) cleanups.add(() => side.cards.close());
  const surveyPort = standIns ? await listen(side.survey, next(4), host) : next(4);
  if (standIns) cleanups.add(() => side.survey.close());
  return { portal: portalPort, cdn: cdnPort, idp: idpPort, cards: cardsPort, survey: surveyPort };
}

/**
 * Writes the origins into the objects the routes and servers already read (context, CORS list), then
 * starts the OpenID provider, whose issuer and clients' redirect URLs need them. Returns the portal's URL.
 */
export async function publishOrigins(
  ctx: AppContext,
  parts: { ports: Ports; publicHost: string; origins: Origins; portalOrigins: PortalOrigins; side: SideServers },
): Promise<string> {
  const { ports, publicHost, origins, portalOrigins, side } = parts;
  const origin = (port: number) => `http://${publicHost}:${port}`;
  Object.assign(origins, { cdn: origin(ports.cdn), idp: origin(ports.idp), cards: origin(ports.cards), survey: origin(ports.survey) });
  ctx.portalPort = ports.portal;
  portalOrigins.list = [
    ...new Set(ctx.tenants.tenants.flatMap((t) => [...t.hosts, 'localhost', '127.0.0.1', publicHost]).map((h) => `http://${h}:${ports.portal}`)),
  ];
  const idp = await createIdentityProvider({ issuer: origins.idp, clients: ssoClients(ctx.tenants.tenants, origins, ports.portal) });
  side.idpSlot.handle = (req, res) => void idp.handle(req, res);
  return origin(ports.portal);
}
