import { beforeAll, describe, expect, it } from 'vitest';
import { api, DICE_STARTER, expectToast, openConsole, openRoundVia, shot, signIn, staffScreen } from './browser.ts';

let staffToken: string;
beforeAll(async () => {
  staffToken = await signIn();
});

/** Round times through the browser (Rooms & odds): saved for the game's next slot, and the screen says from when. */
describe("the console's round times", () => {
  it("changes a game's round times from its next slot, and says from when", async () => {
    const timing = async () =>
      (await api('/api/Admin/timing', { token: staffToken })).data.find(
        (x: { game_type: number }) => x.game_type === 2,
      );
    const before = await timing();
    const context = await staffScreen(staffToken, 1280);
    const page = await context.newPage();
    try {
      await openConsole(page, '/admin/rooms');
      const dice = page.getByTestId('timing-2');
      // Out of its range (10 to 3,600, said under the field) a length is held by the form: nothing is sent.
      await dice.getByText('10 to 3,600').waitFor();
      const round = dice.getByLabel('Round (seconds)');
      await round.fill('5');
      await dice.getByRole('button', { name: 'Save', exact: true }).click();
      expect(await round.evaluate((input: HTMLInputElement) => input.validity.rangeUnderflow)).toBe(true);
      expect(await timing()).toEqual(before);
      await round.fill(String(before.round_seconds));
      // One second more between rounds: the least change to the other tests' rounds if its slot comes.
      await dice.getByLabel('Gap (seconds)').fill(String(before.gap_seconds + 1));
      // Saved early in a dice round (its rounds say when the game's next slot comes), so that its next slot is still to come when the answer is read
      // (saved in a slot's last second, the change had begun by then and was no longer pending).
      await openRoundVia(staffToken, DICE_STARTER, 12);
      await dice.getByRole('button', { name: 'Save', exact: true }).click();
      await expectToast(page, 'Saved');
      expect(await timing()).toMatchObject({
        round_seconds: before.round_seconds,
        gap_seconds: before.gap_seconds + 1,
        pending: true,
      });
      await expect
        .poll(() => dice.getByTestId('timing-from').textContent())
        .toMatch(/^From .+; rounds keep their present times until then$/);
      // Both games' fields stand in one column, and Save is level with the inputs beside it.
      const digitsRound = await page.getByTestId('timing-1').getByLabel('Round (seconds)').boundingBox();
      const diceRound = await dice.getByLabel('Round (seconds)').boundingBox();
      expect(diceRound?.x).toBe(digitsRound?.x);
      const gap = await dice.getByLabel('Gap (seconds)').boundingBox();
      const save = await dice.getByRole('button', { name: 'Save', exact: true }).boundingBox();
      const middle = (box: typeof gap) => (box ? box.y + box.height / 2 : Number.NaN);
      expect(Math.abs(middle(save) - middle(gap))).toBeLessThan(2);
      await shot(page, 'en-admin-timing-1280');
      // On a phone Save has a line of its own, right under the fields and their hints (no blank label line).
      await page.setViewportSize({ width: 390, height: 844 });
      const gapOnPhone = await dice.locator('label', { hasText: 'Gap (seconds)' }).boundingBox();
      const saveOnPhone = await dice.getByRole('button', { name: 'Save', exact: true }).boundingBox();
      const below = (saveOnPhone?.y ?? 0) - ((gapOnPhone?.y ?? 0) + (gapOnPhone?.height ?? 0));
      expect(below).toBeGreaterThan(0);
      expect(below).toBeLessThan(20);
    } finally {
      const { round_seconds, gap_seconds } = before;
      const restored = await api('/api/Admin/setTiming', {
        token: staffToken,
        game_type: 2,
        round_seconds,
        gap_seconds,
      });
      expect(restored.code).toBe(1);
      await context.close();
    }
  });
});
