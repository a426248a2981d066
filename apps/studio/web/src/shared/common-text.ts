import { StudioError, type Round, type StudioErrorCode } from '../../../src/shared/api';
import { defineText, type Dict } from './i18n';

/** Texts every page needs: the studio's error codes, round statuses and the verify link. */
const COMMON_TEXT = {
  'history.verify': {
    EN: 'Verify',
    CN: '验证',
    VI: 'Xác minh',
    JA: '検証',
    TH: 'ตรวจสอบ',
    TY: 'I-verify',
    ID: 'Verifikasi',
  },
  'status.PENDING': {
    EN: 'Pending',
    CN: '处理中',
    VI: 'Đang xử lý',
    JA: '処理中',
    TH: 'รอดำเนินการ',
    TY: 'Nakabinbin',
    ID: 'Tertunda',
  },
  'status.SETTLED': {
    EN: 'Settled',
    CN: '已结算',
    VI: 'Đã thanh toán',
    JA: '確定',
    TH: 'ชำระแล้ว',
    TY: 'Naayos na',
    ID: 'Selesai',
  },
  'status.REFUNDED': {
    EN: 'Refunded',
    CN: '已退款',
    VI: 'Đã hoàn tiền',
    JA: '返金済み',
    TH: 'คืนเงินแล้ว',
    TY: 'Na-refund',
    ID: 'Dikembalikan',
  },
  'status.VOID': {
    EN: 'Void',
    CN: '无效',
    VI: 'Vô hiệu',
    JA: '無効',
    TH: 'เป็นโมฆะ',
    TY: 'Walang bisa',
    ID: 'Batal',
  },
  'error.generic': {
    EN: 'Something went wrong. Please try again.',
    CN: '出现问题，请重试。',
    VI: 'Đã xảy ra lỗi. Vui lòng thử lại.',
    JA: '問題が発生しました。もう一度お試しください。',
    TH: 'เกิดข้อผิดพลาด โปรดลองอีกครั้ง',
    TY: 'May nangyaring mali. Pakisubukan muli.',
    ID: 'Terjadi kesalahan. Silakan coba lagi.',
  },
  'studio.unauthorized': {
    EN: 'Your game session has ended. Reopen the game from the lobby.',
    CN: '您的游戏会话已结束，请从大厅重新打开游戏。',
    VI: 'Phiên chơi đã kết thúc. Hãy mở lại trò chơi từ sảnh.',
    JA: 'ゲームセッションが終了しました。ロビーから開き直してください。',
    TH: 'เซสชันเกมของคุณสิ้นสุดแล้ว โปรดเปิดเกมอีกครั้งจากล็อบบี้',
    TY: 'Natapos na ang session mo. Buksan muli ang laro mula sa lobby.',
    ID: 'Sesi permainan Anda berakhir. Buka kembali permainan dari lobi.',
  },
  'studio.bad_request': {
    EN: 'That request was not accepted.',
    CN: '请求未被接受。',
    VI: 'Yêu cầu không được chấp nhận.',
    JA: 'リクエストは受け付けられませんでした。',
    TH: 'คำขอไม่ได้รับการยอมรับ',
    TY: 'Hindi tinanggap ang kahilingan.',
    ID: 'Permintaan tidak diterima.',
  },
  'studio.insufficient_funds': {
    EN: 'Insufficient balance for this bet.',
    CN: '余额不足，无法下注。',
    VI: 'Số dư không đủ cho mức cược này.',
    JA: 'このベットには残高が足りません。',
    TH: 'ยอดเงินไม่พอสำหรับการเดิมพันนี้',
    TY: 'Kulang ang balanse para sa tayang ito.',
    ID: 'Saldo tidak cukup untuk taruhan ini.',
  },
  'studio.platform_unavailable': {
    EN: 'The platform is not reachable right now. Please try again in a moment.',
    CN: '平台暂时无法连接，请稍后再试。',
    VI: 'Hiện không kết nối được nền tảng. Vui lòng thử lại sau.',
    JA: '現在プラットフォームに接続できません。しばらくしてからお試しください。',
    TH: 'ไม่สามารถเชื่อมต่อแพลตฟอร์มได้ในขณะนี้ โปรดลองอีกครั้งในภายหลัง',
    TY: 'Hindi maabot ang platform ngayon. Pakisubukan muli mamaya.',
    ID: 'Platform tidak dapat dihubungi saat ini. Silakan coba lagi sebentar lagi.',
  },
  'studio.round_pending': {
    EN: 'Your previous round is still being settled. Please wait a moment.',
    CN: '上一回合仍在结算中，请稍候。',
    VI: 'Ván trước vẫn đang được xử lý. Vui lòng đợi.',
    JA: '前のラウンドを精算中です。少々お待ちください。',
    TH: 'รอบก่อนหน้ายังอยู่ระหว่างการชำระ โปรดรอสักครู่',
    TY: 'Inaayos pa ang nakaraang round. Sandali lang.',
    ID: 'Ronde sebelumnya masih diproses. Mohon tunggu sebentar.',
  },
  'studio.fish_gone': {
    EN: 'That fish has already swum away.',
    CN: '那条鱼已经游走了。',
    VI: 'Con cá đó đã bơi đi mất.',
    JA: 'その魚はもう泳ぎ去りました。',
    TH: 'ปลาตัวนั้นว่ายหนีไปแล้ว',
    TY: 'Nakalangoy na palayo ang isdang iyon.',
    ID: 'Ikan itu sudah berenang pergi.',
  },
  'studio.not_found': {
    EN: 'Not found.',
    CN: '未找到。',
    VI: 'Không tìm thấy.',
    JA: '見つかりません。',
    TH: 'ไม่พบข้อมูล',
    TY: 'Hindi nahanap.',
    ID: 'Tidak ditemukan.',
  },
  'studio.session_ended': {
    EN: 'Your game session has ended. Reopen the game from the lobby.',
    CN: '您的游戏会话已结束，请从大厅重新打开游戏。',
    VI: 'Phiên chơi đã kết thúc. Hãy mở lại trò chơi từ sảnh.',
    JA: 'ゲームセッションが終了しました。ロビーから開き直してください。',
    TH: 'เซสชันเกมของคุณสิ้นสุดแล้ว โปรดเปิดเกมอีกครั้งจากล็อบบี้',
    TY: 'Natapos na ang session mo. Buksan muli ang laro mula sa lobby.',
    ID: 'Sesi permainan Anda berakhir. Buka kembali permainan dari lobi.',
  },
  'studio.rate_limited': {
    EN: 'Too many requests. Please wait a moment and try again.',
    CN: '请求过于频繁，请稍候再试。',
    VI: 'Quá nhiều yêu cầu. Vui lòng đợi một chút rồi thử lại.',
    JA: 'リクエストが多すぎます。少し待ってから再度お試しください。',
    TH: 'มีคำขอมากเกินไป โปรดรอสักครู่แล้วลองอีกครั้ง',
    TY: 'Masyadong maraming kahilingan. Sandali lang at subukan muli.',
    ID: 'Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi.',
  },
  'studio.internal': {
    EN: 'The game server had a problem. Please try again.',
    CN: '游戏服务器出现问题，请重试。',
    VI: 'Máy chủ trò chơi gặp sự cố. Vui lòng thử lại.',
    JA: 'ゲームサーバーで問題が発生しました。もう一度お試しください。',
    TH: 'เซิร์ฟเวอร์เกมมีปัญหา โปรดลองอีกครั้ง',
    TY: 'Nagkaproblema ang game server. Pakisubukan muli.',
    ID: 'Server permainan mengalami masalah. Silakan coba lagi.',
  },
  'studio.trial_not_allowed': {
    EN: 'This is not available in fun mode.',
    CN: '试玩模式下不可用。',
    VI: 'Không khả dụng ở chế độ chơi thử.',
    JA: 'お試しモードではご利用いただけません。',
    TH: 'ไม่สามารถใช้ได้ในโหมดทดลอง',
    TY: 'Hindi ito available sa fun mode.',
    ID: 'Tidak tersedia dalam mode coba.',
  },
} satisfies Dict;

export const commonText = defineText(COMMON_TEXT);

// Compile-time coverage: a new error code or round status in api.ts without a translation fails type-check.
type Missing = Exclude<StudioErrorCode | `status.${Round['status']}`, keyof typeof COMMON_TEXT>;
const covered: [Missing] extends [never] ? true : Missing = true;
void covered;

/** Error codes the toast translates; anything else shows the generic text. */
export const KNOWN_ERRORS: ReadonlySet<string> = new Set(Object.values(StudioError));
