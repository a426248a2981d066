// Regions, their stations (đài) and which stations draw on each weekday. Sources: docs/lottery.md §2.
export type RegionCode = 'MB' | 'MT' | 'MN';

export type Region = {
  code: RegionCode;
  name: string;
  /** Draw time in Asia/Ho_Chi_Minh (UTC+7, no daylight saving), minutes after midnight. */
  drawMinute: number;
};

export const REGIONS: Readonly<Record<RegionCode, Region>> = {
  MB: { code: 'MB', name: 'Miền Bắc', drawMinute: 18 * 60 + 15 },
  MT: { code: 'MT', name: 'Miền Trung', drawMinute: 17 * 60 + 15 },
  MN: { code: 'MN', name: 'Miền Nam', drawMinute: 16 * 60 + 15 },
};

export type Station = { code: string; name: string; region: RegionCode };

const s = (region: RegionCode, code: string, name: string): Station => ({ code, name, region });

export const STATIONS: readonly Station[] = [
  s('MB', 'HN', 'Hà Nội'),
  s('MB', 'QN', 'Quảng Ninh'),
  s('MB', 'BN', 'Bắc Ninh'),
  s('MB', 'HP', 'Hải Phòng'),
  s('MB', 'ND', 'Nam Định'),
  s('MB', 'TB', 'Thái Bình'),
  s('MT', 'TTH', 'Thừa Thiên Huế'),
  s('MT', 'PY', 'Phú Yên'),
  s('MT', 'DLK', 'Đắk Lắk'),
  s('MT', 'QNM', 'Quảng Nam'),
  s('MT', 'DNG', 'Đà Nẵng'),
  s('MT', 'KH', 'Khánh Hòa'),
  s('MT', 'BDI', 'Bình Định'),
  s('MT', 'QT', 'Quảng Trị'),
  s('MT', 'QB', 'Quảng Bình'),
  s('MT', 'GL', 'Gia Lai'),
  s('MT', 'NT', 'Ninh Thuận'),
  s('MT', 'QNG', 'Quảng Ngãi'),
  s('MT', 'DNO', 'Đắk Nông'),
  s('MT', 'KT', 'Kon Tum'),
  s('MN', 'HCM', 'TP. Hồ Chí Minh'),
  s('MN', 'DT', 'Đồng Tháp'),
  s('MN', 'CM', 'Cà Mau'),
  s('MN', 'BTR', 'Bến Tre'),
  s('MN', 'VT', 'Vũng Tàu'),
  s('MN', 'BL', 'Bạc Liêu'),
  s('MN', 'DN', 'Đồng Nai'),
  s('MN', 'CT', 'Cần Thơ'),
  s('MN', 'ST', 'Sóc Trăng'),
  s('MN', 'TN', 'Tây Ninh'),
  s('MN', 'AG', 'An Giang'),
  s('MN', 'BTH', 'Bình Thuận'),
  s('MN', 'VL', 'Vĩnh Long'),
  s('MN', 'BD', 'Bình Dương'),
  s('MN', 'TV', 'Trà Vinh'),
  s('MN', 'LA', 'Long An'),
  s('MN', 'BP', 'Bình Phước'),
  s('MN', 'HG', 'Hậu Giang'),
  s('MN', 'TG', 'Tiền Giang'),
  s('MN', 'KG', 'Kiên Giang'),
  s('MN', 'DL', 'Đà Lạt'),
];

const BY_CODE = new Map(STATIONS.map((st) => [st.code, st]));

/** The station of a code, or undefined. */
export const stationByCode = (code: string): Station | undefined => BY_CODE.get(code);

/**
 * Station codes per weekday, index 0 = Chủ Nhật (Sunday) … 6 = Thứ Bảy (Saturday), as Date#getUTCDay() counts.
 * The first station of a day is the "đài chính" (main station) where the market distinguishes one.
 */
export const ROTATION: Readonly<Record<RegionCode, readonly (readonly string[])[]>> = {
  MB: [['TB'], ['HN'], ['QN'], ['BN'], ['HN'], ['HP'], ['ND']],
  MT: [
    ['KT', 'KH', 'TTH'],
    ['TTH', 'PY'],
    ['DLK', 'QNM'],
    ['DNG', 'KH'],
    ['BDI', 'QT', 'QB'],
    ['GL', 'NT'],
    ['DNG', 'QNG', 'DNO'],
  ],
  MN: [
    ['TG', 'KG', 'DL'],
    ['HCM', 'DT', 'CM'],
    ['BTR', 'VT', 'BL'],
    ['DN', 'CT', 'ST'],
    ['TN', 'AG', 'BTH'],
    ['VL', 'BD', 'TV'],
    ['HCM', 'LA', 'BP', 'HG'],
  ],
};

/** The stations a region draws on a weekday (0 = Sunday). */
export const stationsOnWeekday = (region: RegionCode, weekday: number): Station[] =>
  (ROTATION[region][weekday] ?? []).map((code) => BY_CODE.get(code)!);
