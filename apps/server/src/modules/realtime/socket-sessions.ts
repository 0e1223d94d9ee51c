import {
  CLIENT_MESSAGES_PER_MINUTE,
  type RealtimeAccess,
  type SocketMember,
  type SocketState,
  type WebSocket,
} from './sockets.ts';

/**
 * Who is behind each socket: the token a client sends, checked when it comes and at each ping
 * (issue 22, faults 5 and 20). A session found ended ends the socket's; one that cannot be checked
 * (the database away) keeps it until the next ping can tell.
 */
export class SocketSessions {
  constructor(private readonly access?: RealtimeAccess) {}

  /**
   * A client's message: the one it may send is its session's token. Anything past a tiny allowance
   * closes the socket (1008): clients have nothing else to say (issue 22, fault 20).
   */
  async receive(socket: WebSocket, state: SocketState, data: Buffer): Promise<void> {
    const now = Date.now();
    if (now - state.windowStart > 60_000) {
      state.windowStart = now;
      state.messages = 0;
    }
    state.messages += 1;
    if (state.messages > CLIENT_MESSAGES_PER_MINUTE) {
      socket.close(1008, 'clients send only their token');
      return;
    }
    let token: unknown;
    try {
      const message = JSON.parse(data.toString()) as { type?: unknown; token?: unknown };
      token = message.type === 'auth' ? message.token : undefined;
    } catch {
      token = undefined;
    }
    if (typeof token !== 'string' || token.length === 0 || token.length > 200 || !this.access) {
      socket.close(1008, 'unknown message');
      return;
    }
    const { member, known } = await this.check(this.access, token);
    // A token that could not be checked is kept: the next ping checks it (and ends it if it must).
    state.token = member || !known ? token : undefined;
    state.member = member;
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: 'auth', ok: member !== undefined }));
  }

  /** Checks a socket's session again: ended, it is told and closed (4401); unknown, it stays. */
  async recheck(socket: WebSocket, state: SocketState): Promise<void> {
    if (!state.token || !this.access) return;
    const { member, known } = await this.check(this.access, state.token);
    // Cannot tell now (the database away for a moment): the session has not ended for that. The
    // socket keeps its member; the next ping asks again.
    if (!known) return;
    if (member) {
      state.member = member;
      return;
    }
    state.member = undefined;
    state.token = undefined;
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: 'session_ended' }));
    socket.close(4401, 'session ended');
  }

  /** The member behind `token` (none: not a valid session), or `known: false` when it cannot be told. */
  private async check(
    access: RealtimeAccess,
    token: string,
  ): Promise<{ member: SocketMember | undefined; known: boolean }> {
    try {
      return { member: await access.authenticate(token), known: true };
    } catch {
      return { member: undefined, known: false };
    }
  }
}
