import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { LngLat } from '@contract/common';

/** Clicks the stubbed map (./mapStub) at each point: the stub takes typed coordinates. */
export async function clickMap(user: ReturnType<typeof userEvent.setup>, points: LngLat[]): Promise<void> {
  for (const p of points) {
    const input = screen.getByRole('textbox', { name: '地图坐标' });
    await user.clear(input);
    await user.type(input, p.join(','));
    await user.click(screen.getByRole('button', { name: '点击地图' }));
  }
}
