/** Reward-centre titles of VIP and referral items, in the seven portal languages. */
type Titles = Record<string, string> & { en: string };

const build = (t: Titles, suffix = ''): Titles =>
  Object.fromEntries(Object.entries(t).map(([k, v]) => [k, suffix ? `${v}${suffix}` : v])) as Titles;

/** "Level-up bonus: Gold", with each language's own level name. */
export const levelUpTitle = (names: Record<string, string>): Titles => {
  const prefix: Titles = {
    en: 'VIP level-up bonus: ',
    cn: 'VIP晋级礼金：',
    vi: 'Thưởng thăng cấp VIP: ',
    th: 'โบนัสเลื่อนระดับ VIP: ',
    id: 'Bonus naik level VIP: ',
    ja: 'VIP昇格ボーナス：',
    ty: 'Bonus sa pag-akyat ng VIP: ',
  };
  return Object.fromEntries(
    Object.entries(prefix).map(([lang, p]) => [lang, `${p}${names[lang] ?? names.en ?? ''}`]),
  ) as Titles;
};

export const birthdayTitle = (): Titles => ({
  en: 'VIP birthday bonus',
  cn: 'VIP生日礼金',
  vi: 'Thưởng sinh nhật VIP',
  th: 'โบนัสวันเกิด VIP',
  id: 'Bonus ulang tahun VIP',
  ja: 'VIP誕生日ボーナス',
  ty: 'VIP bonus sa kaarawan',
});

export const rebateTitle = (day: string): Titles =>
  build(
    {
      en: 'VIP rebate ',
      cn: 'VIP返水 ',
      vi: 'Hoàn trả VIP ',
      th: 'เงินคืน VIP ',
      id: 'Rabat VIP ',
      ja: 'VIPリベート ',
      ty: 'VIP rebate ',
    },
    day,
  );

export const referrerRewardTitle = (refereeMasked: string): Titles =>
  build(
    {
      en: 'Referral reward: ',
      cn: '推荐好友奖励：',
      vi: 'Thưởng giới thiệu: ',
      th: 'รางวัลแนะนำเพื่อน: ',
      id: 'Hadiah referal: ',
      ja: '友達紹介報酬：',
      ty: 'Gantimpala sa pag-imbita: ',
    },
    refereeMasked,
  );

export const refereeRewardTitle = (): Titles => ({
  en: 'Welcome reward for joining with a friend',
  cn: '好友邀请注册奖励',
  vi: 'Thưởng chào mừng khi được bạn bè giới thiệu',
  th: 'รางวัลต้อนรับเมื่อสมัครผ่านเพื่อน',
  id: 'Hadiah sambutan dari undangan teman',
  ja: '友達招待の歓迎特典',
  ty: 'Gantimpalang pagsalubong mula sa imbitasyon ng kaibigan',
});
