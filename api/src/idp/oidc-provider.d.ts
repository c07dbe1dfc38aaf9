// Minimal typings for oidc-provider 9 (it ships none); only what src/idp uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }
  export interface GrantConstructor {
    new (init: { accountId?: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }
  export interface KoaContextWithOIDC {
    type: string;
    body: unknown;
    oidc: {
      provider: Provider;
      client?: { clientId: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
    };
  }
  export interface InteractionDetails {
    uid: string;
    params: Record<string, unknown>;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    session?: { accountId: string };
  }
  export type Configuration = Record<string, unknown>;
  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    Grant: GrantConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
