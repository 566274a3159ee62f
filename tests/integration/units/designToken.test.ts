// @vitest-environment jsdom
/**
 * The login page and the loading and error views draw their controls with tokens computed
 * without antd's ConfigProvider (useDesignToken): for any primary colour the operator or the
 * site may choose, and with or without reduced motion, they must be the very tokens antd's
 * components get under the console's theme, or the login button would wear another blue
 * than the signed-in pages.
 */
import { theme } from 'antd';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appTheme } from '@/shared/ui/theme/appTheme';
import { designToken } from '@/shared/ui/theme/designToken';

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

/** The tokens the lean controls read (LeanButton, TextInput, TextLink, Field, ErrorView, FullPageSpin). */
const USED = [
  'colorPrimary',
  'colorPrimaryHover',
  'colorPrimaryActive',
  'colorPrimaryBorder',
  'controlOutline',
  'controlTmpOutline',
  'controlOutlineWidth',
  'colorLink',
  'colorLinkHover',
  'colorLinkActive',
  'colorError',
  'colorErrorBorderHover',
  'colorErrorOutline',
  'colorWarning',
  'colorText',
  'colorTextHeading',
  'colorTextDescription',
  'colorTextPlaceholder',
  'colorTextDisabled',
  'colorTextLightSolid',
  'colorBgContainer',
  'colorBgContainerDisabled',
  'colorBorder',
  'borderRadius',
  'borderRadiusLG',
  'fontSize',
  'lineHeight',
  'fontSizeHeading3',
  'lineHeightHeading3',
  'marginLG',
  'marginXS',
  'paddingXS',
  'paddingLG',
  'paddingXL',
  'motionDurationMid',
] as const;

describe('design tokens without ConfigProvider', () => {
  it('equal antd getDesignToken for every primary colour, with and without reduced motion', () => {
    fc.assert(
      fc.property(hex, fc.boolean(), (primary, reduced) => {
        const config = appTheme(primary, reduced);
        const lean = designToken(config.token ?? {});
        const antd = theme.getDesignToken(config);
        for (const k of USED) expect(lean[k], k).toEqual(antd[k]);
      }),
      { numRuns: 40 },
    );
  });

  it('follow the chosen colour: a red primary gives a red login button, not the default blue', () => {
    const t = designToken(appTheme('#d4380d', false).token ?? {});
    expect(t.colorPrimary).toBe('#d4380d');
    expect(t.colorLink).toBe('#d4380d');
    expect(t.colorPrimaryHover).not.toBe(theme.getDesignToken().colorPrimaryHover);
    expect(designToken(appTheme('#d4380d', true).token ?? {}).motionDurationMid).toBe('0s');
  });
});
