/** A clock completing or a doom manifesting is announced in the chat (unless the entry is hidden). */
import { countdownText } from '../text';
import { clockView } from '../dice/card';
import { postCard } from './post';
import { trackerState, type TrackerChange } from '../apps/world-panel-state';

export const ClockTickedNotice = {
  async post(change: Extract<TrackerChange, { ok: true }>, id: string) {
    const clock = change.state.clocks.find((c) => c.id === id);
    const portent = change.state.portents.find((p) => p.id === id);
    const hidden = clock?.hidden ?? portent?.hidden ?? false;
    const title = clock
      ? countdownText('tracker.clockComplete', { name: clock.name })
      : countdownText('tracker.doomManifests', { name: portent?.name ?? '' });
    await postCard(
      {
        title,
        rows: [],
        ...(clock ? { clock: clockView(clock.name, clock.segments, clock.filled, title, clock.polarity) } : {}),
        outcome: {
          label: clock
            ? countdownText(`tracker.completeMeaning.${clock.polarity}`)
            : countdownText('tracker.manifestMeaning'),
          tone: clock?.polarity === 'positive' ? 'success' : 'fumble',
        },
        buttons: [],
      },
      { whisperGM: hidden },
    );
    return trackerState();
  },
};
