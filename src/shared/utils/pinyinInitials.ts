/**
 * Pinyin initials for searching the menu ('运营地图' → 'yydt'). Full pinyin tables
 * weigh hundreds of kilobytes; the console only needs the characters of its own
 * route titles (src/app/routes.tsx), so this is a small hand-made map. A test
 * checks that every character of every route title is in it: add a character
 * here when a new title brings one. Polyphones take the reading used in the
 * titles (行 xíng, 还 huán, 角 jué, 会 huì, 单 dān).
 */
export const PINYIN_INITIALS: Readonly<Record<string, string>> = {
  业: 'y', 义: 'y', 交: 'j', 产: 'c', 代: 'd', 任: 'r', 优: 'y', 会: 'h', 作: 'z', 信: 'x',
  修: 'x', 值: 'z', 停: 't', 充: 'c', 入: 'r', 出: 'c', 分: 'f', 列: 'l', 制: 'z', 券: 'q', 务: 'w',
  动: 'd', 助: 'z', 励: 'l', 包: 'b', 区: 'q', 升: 's', 单: 'd', 卡: 'k', 压: 'y', 台: 't',
  号: 'h', 名: 'm', 后: 'h', 告: 'g', 员: 'y', 商: 's', 围: 'w', 固: 'g', 图: 't', 地: 'd',
  城: 'c', 域: 'y', 增: 'z', 备: 'b', 大: 'd', 奖: 'j', 定: 'd', 实: 's', 审: 's', 对: 'd',
  导: 'd', 屏: 'p', 巡: 'x', 工: 'g', 帮: 'b', 广: 'g', 府: 'f', 建: 'j', 开: 'k', 志: 'z',
  息: 'x', 情: 'q', 惠: 'h', 户: 'h', 扣: 'k', 折: 'z', 报: 'b', 押: 'y', 挪: 'n', 换: 'h',
  授: 's', 组: 'z', 据: 'j', 控: 'k', 操: 'c', 收: 's', 政: 'z', 数: 's', 新: 'x', 方: 'f', 日: 'r', 易: 'y',
  有: 'y', 服: 'f', 权: 'q', 板: 'b', 析: 'x', 查: 'c', 栏: 'l', 核: 'h', 案: 'a', 检: 'j',
  概: 'g', 模: 'm', 活: 'h', 消: 'x', 点: 'd', 理: 'l', 生: 's', 用: 'y', 申: 's', 电: 'd',
  监: 'j', 看: 'k', 知: 'z', 码: 'm', 礼: 'l', 票: 'p', 禁: 'j', 站: 'z', 筛: 's', 管: 'g',
  系: 'x', 级: 'j', 绑: 'b', 统: 't', 维: 'w', 编: 'b', 置: 'z', 职: 'z', 腾: 't', 自: 'z',
  色: 's', 营: 'y', 行: 'x', 表: 'b', 览: 'l', 角: 'j', 计: 'j', 订: 'd', 认: 'r', 讯: 'x',
  设: 's', 证: 'z', 询: 'x', 详: 'x', 语: 'y', 请: 'q', 财: 'c', 账: 'z', 费: 'f', 车: 'c',
  辆: 'l', 辑: 'j', 运: 'y', 还: 'h', 选: 'x', 通: 't', 邀: 'y', 配: 'p', 金: 'j', 钱: 'q',
  销: 'x', 限: 'x', 音: 'y', 页: 'y', 首: 's', 骑: 'q', 黑: 'h',
};

/** Pinyin initials of a text; characters outside the map pass through lowercased. */
export function initials(text: string): string {
  let out = '';
  for (const ch of text) out += PINYIN_INITIALS[ch] ?? ch.toLowerCase();
  return out;
}
