import type { Rng } from '../lib/rng';

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤'.split(
    '',
  );
const GIVEN =
  '伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超兰霞平刚桂婷华飞鑫波斌宇浩凯健俊帆帅旭宁龙林欣佳雪琳晨悦子轩涵梓睿博文怡嘉瑶晓东亮'.split(
    '',
  );
const PREFIXES = [
  '130',
  '131',
  '132',
  '133',
  '135',
  '136',
  '137',
  '138',
  '139',
  '150',
  '151',
  '152',
  '155',
  '156',
  '157',
  '158',
  '159',
  '166',
  '173',
  '177',
  '180',
  '181',
  '182',
  '186',
  '187',
  '188',
  '189',
  '191',
  '198',
  '199',
];

export const personName = (rng: Rng): string =>
  rng.pick(SURNAMES) + rng.pick(GIVEN) + (rng.chance(0.65) ? rng.pick(GIVEN) : '');

/** A unique mainland mobile number (not one of the demo operators' 1380000000x). */
export function uniquePhone(rng: Rng, used: Set<string>): string {
  for (;;) {
    const p = rng.pick(PREFIXES) + String(rng.int(0, 99999999)).padStart(8, '0');
    if (!used.has(p) && !p.startsWith('1380000000')) {
      used.add(p);
      return p;
    }
  }
}

/** Strings that must render as text (XSS probes in the seeded data). */
export const XSS_PROBES = ['<img src=x onerror=alert(1)>', '<script>alert("xss")</script>', '"><svg onload=alert(1)>'];
