import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';

const dir = import.meta.dirname;
const files = fs.readdirSync(path.join(dir, 'en')).filter((f) => f.endsWith('.json'));

type Tree = { [k: string]: string | Tree };
const read = (lang: string, file: string): Tree => JSON.parse(fs.readFileSync(path.join(dir, lang, file), 'utf8'));
function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v]] : Object.entries(flatten(v, `${prefix + k}.`)))),
  );
}
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const PLURAL = /_(zero|one|two|few|many|other)$/;

describe.each(LANGUAGES.filter((l) => l !== 'en'))('%s translations', (lang) => {
  it.each(files)('%s has every key English has, with the same placeholders, and is translated', (file) => {
    const en = flatten(read('en', file));
    const other = flatten(read(lang, file));
    expect(Object.keys(en).filter((k) => !(k in other))).toEqual([]);
    for (const [k, v] of Object.entries(en)) {
      expect(placeholders(other[k] ?? ''), `${lang}/${file} ${k}`).toEqual(placeholders(v));
    }
    // Real translations: most longer texts differ from English (a few words are the same, like 'Administration').
    const long = Object.entries(en).filter(([, v]) => v.length > 12);
    const same = long.filter(([k, v]) => other[k] === v);
    expect(same.length / Math.max(1, long.length), `${lang}/${file} untranslated: ${same.map(([k]) => k).join(', ')}`).toBeLessThanOrEqual(
      0.2,
    );
  });

  it('has every plural form the language needs', () => {
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    for (const file of files) {
      const keys = Object.keys(flatten(read(lang, file)));
      const bases = new Set(keys.filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
      for (const base of bases) for (const c of categories) expect(keys, `${lang}/${file} ${base}_${c}`).toContain(`${base}_${c}`);
    }
  });
});

describe('English', () => {
  it('has every plural form English needs', () => {
    for (const file of files) {
      const keys = Object.keys(flatten(read('en', file)));
      for (const k of keys.filter((x) => x.endsWith('_one'))) expect(keys).toContain(k.replace(/_one$/, '_other'));
    }
  });

  it('has a message for every error code of the contracts', async () => {
    const { ERROR_CODES } = await import('@carehome/contracts');
    const errors = { ...flatten(read('en', 'errors.json')), ...flatten(read('en', 'errors-app.json')) };
    expect(ERROR_CODES.filter((c) => !(c in errors))).toEqual([]);
  });
});

/**
 * Characters that exist only in Simplified Chinese (each has a different Traditional form): none may
 * appear in the Traditional Chinese texts (a review once found 状 in 房間状態). Characters shared by both
 * scripts in some words (台, 里, 余, 面, 干, 后…) are left out.
 */
const SIMPLIFIED_ONLY =
  '状态务间报时设员门这个们录记论开关发处见现请认确选择线网络连达过还应该会为与无没历电话邮导删编辑区楼层类单条码号扫图标签计划规则级权训练责负费贵质资产实际证据获进运输车轨转换变检测试验预览储载装备构结组织机协议词语译读写讯讨问题头顶项页顺须颜风飞养馆驾驶体点热烦灯烧爱现环护样极损坏弃拥挤帮师归当终经给统绝继续维绿罚罗职联胜脑脚艺节范药营华蓝虑补复观觉誉订让许访识诉诊试详说读谁调谈谢贝负财货购贴贸赏赛赞趋跃踪轮软轻较辅辆边迁远违迟适递逻遗邻释针钟钢钥钱铁铃铺链销锁锅错键镜闭闲闸闹阅队阶陆陈险随隐难雾静韩顾顿领频颗额饭饮饰馆马驱驻骑鱼鸟鸡鸭麦黄齐齿龙龟专业东两严丧丰临丽举么义乐乡书买乱争亏云亚产亲亿仅从仓仪价众优伙传伤伪佣侣侦侧债倾偿儿兑党兰兴兽内冈册写军农决况冻净凉减凑凭击创别剂剑剧劝办动励劲劳势匀医协卖卢卫却厂厅压厌县参双叙叶叹吓吗启员响哗唤团园围国圆圣场块坚坛坝垄垒垦墙壮声壳备够夹夺奋奖妆妇妈娱婴孙学宁宝实宠审宪宫宽宾对寻寿将尔尘尝尽届属岁岗岛岭峡币帅帐带庄庆库庙废异张弹彻径忆忧怀怜总恋恳恶恼悦悬惊惧惨惯愿懒戏战户执扩扬扰抚抛抢担拟拦拨挂挡挥据掷摄摆摇撑数敌断旧显晒晓晕暂术杀杂杆来杨枪柜栏树桥档梦椭横欢欧毁毕气汇汉汤沟泪泼泽洁洒浅浇浊济浑浓涂涛涨润渐渔温湾湿满滚滞滤滥滨滩灭灵灾灿炉炼烂烛烟焕牵犹狭独狮猎猪献玛画畅疗疯痒盏监盖盘矫矿砖础确碍礼祸离种积称稳穷窃窝竞笔笼筑筛筹简篮粮紧纠红约纪纯纱纲纳纵纷纸纹纺练组细织绍绑绕绘络绢绩绪绳绵综缀缓编缘缝缠缩缴罢聋聪肃肠肤肾肿胀胁胆胶脉脏脸腊艰艳芦苍苏苹茎荐荡荣莲莹萝萤蔼虏虚虫虽虾蚀蚁蛮蜡蝇衬袜袭裤觅视触讥讲讳讶讽诀评诈词诗诚诞询诫误诱诸诺课谅谊谋谓谜谣谦谨谱贞贡责贤败质贩贪贫贬贯贱贷贺贼赌赐赔赖赚赠赵赶践轨轩轰轴轿辈辉辐辑输辖辞辩辽迈迹选逊邓郁郑酝酱酿鉴钉钓钙钝钞钦钩钮钳钻铅铜铝铭铲银铸锄锈锋锐锡锣锤锦锯锻镀镇镰闪闯闷闻阀阁阐阔阳阴阵隶雏顷顽颁颂颇颈颖颠颤饥饲饶饼饿馈驮驯驰驳驴驹驼骂骄骆骏骗骚骤鲁鲜鲸鸣鸥鸦鸯鸽鸿鹅鹊鹏鹤鹰龄';

describe('Traditional Chinese', () => {
  it.each(files)('%s uses Traditional characters only', (file) => {
    const texts = Object.values(flatten(read('zh-Hant', file))).join('');
    expect([...new Set([...texts].filter((ch) => SIMPLIFIED_ONLY.includes(ch)))].join('')).toBe('');
  });
});
