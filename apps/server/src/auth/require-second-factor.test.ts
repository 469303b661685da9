import { MSG_SECOND_FACTOR_REQUIRED } from '@probity/domain';
import { describe, expect, it } from 'vitest';
import { cookiesOf, PASSWORD, send } from '../../test/support/helpers.ts';
import { keyOfUri, totp } from '../../test/support/totp.ts';
import { useWorld } from '../../test/support/world.ts';

// A professional may require a second factor of everyone invited to their estates (POST /api/user_prefs
// require_second_factor): the API itself refuses an editor or a viewer without one, never the owner.

const w = useWorld();
const estate = () => `/api/estate/${w.estateId}`;

describe('an owner who requires a second factor of invitees', () => {
  it('refuses the editor and the viewer until they turn on two-factor; the owner and the setting itself are unaffected', async () => {
    const set = await w.owner.call('POST', '/api/user_prefs', { require_second_factor: true });
    expect(set.statusCode).toBe(200);
    expect(set.json().payload.require_second_factor).toBe(true);
    expect((await w.owner.call('GET', estate())).statusCode).toBe(200);

    for (const invitee of [w.editor, w.viewer]) {
      const refused = await invitee.call('GET', estate());
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, msg: MSG_SECOND_FACTOR_REQUIRED });
    }
    const save = await w.editor.call('PUT', estate(), { revision: await w.rev(), label: 'Changed' });
    expect(save.statusCode).toBe(403);
    // a stranger learns no more than before
    expect((await w.stranger.call('GET', estate())).statusCode).toBe(404);

    // the editor turns on TOTP: the session that confirmed it opens the estate
    const on = await w.editor.call('POST', '/api/auth/two-factor/enable', { password: PASSWORD });
    const key = keyOfUri(on.json().totpURI);
    const confirmed = await w.editor.call('POST', '/api/auth/two-factor/verify-totp', { code: totp(key) });
    expect(confirmed.statusCode).toBe(200);
    const opened = await send(w.app, {
      method: 'GET',
      url: estate(),
      cookie: cookiesOf(confirmed),
      ip: w.editor.ip,
    });
    expect(opened.statusCode).toBe(200);
    expect((await w.viewer.call('GET', estate())).statusCode).toBe(403);

    const unset = await w.owner.call('POST', '/api/user_prefs', { require_second_factor: false });
    expect(unset.json().payload.require_second_factor).toBe(false);
    expect((await w.viewer.call('GET', estate())).statusCode).toBe(200);
  });
});
