import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { registerFeedback, resetFeedback } from '@/shared/http/notify';
import { lazyPart, PART_LOAD_FAILED } from '@/shared/ui/lazyPart';

/** The messages the person would see, as the feedback bridge receives them. */
function captureToasts(): Array<{ kind: string; content: unknown }> {
  const shown: Array<{ kind: string; content: unknown }> = [];
  const kind = (k: string) => (o: { content: unknown }) => void shown.push({ kind: k, content: o.content });
  const message = {
    error: kind('error'),
    warning: kind('warning'),
    info: kind('info'),
    success: kind('success'),
  } as unknown as MessageInstance;
  registerFeedback({} as NotificationInstance, message);
  return shown;
}

function Screen({ Part }: { Part: ReturnType<typeof lazyPart<object>> }) {
  return (
    <div>
      <p>列表仍可使用</p>
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    </div>
  );
}

afterEach(() => resetFeedback());

describe('lazyPart: a drawer or dialog loaded on first use', () => {
  it('renders the part once its code has loaded', async () => {
    const Part = lazyPart<object>(() => Promise.resolve({ default: () => <div role="dialog">界面设置</div> }));
    render(<Screen Part={Part} />);
    expect(await screen.findByRole('dialog')).toHaveTextContent('界面设置');
  });

  it('a part whose code cannot load is told once and left out; the screen around it stays', async () => {
    const shown = captureToasts();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const Part = lazyPart<object>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/SettingsDrawer.js')),
    );
    render(<Screen Part={Part} />);
    await waitFor(() => expect(shown).toEqual([{ kind: 'error', content: PART_LOAD_FAILED }]));
    expect(screen.getByText('列表仍可使用')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    warn.mockRestore();
  });
});
