// Who makes an admin change, as the admin services receive it. Routes build it from the session
// (plugins/session.ts actorOf), so the services stay free of HTTP: a test, a job or a CLI can act
// as an admin by passing one.

export interface Actor {
  id: number;
  email: string;
  /** The request's address; null when a background job acts on an admin's behalf. */
  ip: string | null;
}

/** An admin acting through a signed-in session: the recent-password rule and "keep the session in use" read it. */
export interface SessionActor extends Actor {
  sessionId: string;
  /** When the password was last given in this session: the sign-in, or a later re-authentication. */
  signedInAt: Date;
}
