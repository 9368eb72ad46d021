import { defineArea } from '../area.ts';

/** The system admin's platform pages of the administration console: system health. */
export const platformAdminTexts = defineArea({
  en: {
    platformAdmin: {
      nav: { health: 'System health' },
      keywords: { health: 'status database storage worker queue' },
      health: {
        title: 'System health',
        refresh: 'Refresh',
        checkedAt: 'Checked at {{time}}',
        loadFailed: 'The system health could not be loaded.',
        status: { up: 'Working', degraded: 'Needs attention', down: 'Down' },
        database: {
          title: 'Database',
          roundTrip: 'Response time: {{ms}} ms',
          size: 'Size: {{size}}',
          unreachable: 'The database cannot be reached.',
        },
        storage: {
          title: 'File storage',
          writable: 'Files can be written.',
          notWritable: 'Files cannot be written.',
          free: 'Free space: {{size}}',
        },
        worker: {
          title: 'Background workers',
          running: 'Running: {{count}}',
          lastSeen: 'Last seen: {{time}}',
          neverSeen: 'No worker has been seen yet.',
          downAfter: 'Counted as down after {{seconds}} seconds without a signal.',
        },
        queues: {
          title: 'Job queues',
          queue: 'Queue',
          created: 'Waiting',
          retry: 'Retrying',
          active: 'Running',
          failedLastDay: 'Failed (24 h)',
          dead: 'Dead',
          none: 'No job queues.',
        },
      },
    },
  },
  ja: {
    platformAdmin: {
      nav: { health: 'システムの状態' },
      keywords: { health: '状態 データベース ストレージ ワーカー キュー' },
      health: {
        title: 'システムの状態',
        refresh: '再読み込み',
        checkedAt: '確認日時：{{time}}',
        loadFailed: 'システムの状態を読み込めませんでした。',
        status: { up: '正常', degraded: '要確認', down: '停止' },
        database: {
          title: 'データベース',
          roundTrip: '応答時間：{{ms}}ミリ秒',
          size: 'サイズ：{{size}}',
          unreachable: 'データベースに接続できません。',
        },
        storage: {
          title: 'ファイルストレージ',
          writable: 'ファイルを書き込めます。',
          notWritable: 'ファイルを書き込めません。',
          free: '空き容量：{{size}}',
        },
        worker: {
          title: 'バックグラウンドワーカー',
          running: '稼働中：{{count}}',
          lastSeen: '最終確認：{{time}}',
          neverSeen: 'ワーカーはまだ確認されていません。',
          downAfter: '{{seconds}}秒間応答がないと停止とみなします。',
        },
        queues: {
          title: 'ジョブキュー',
          queue: 'キュー',
          created: '待機中',
          retry: '再試行待ち',
          active: '実行中',
          failedLastDay: '失敗（24時間）',
          dead: '停止済み',
          none: 'ジョブキューはありません。',
        },
      },
    },
  },
  vn: {
    platformAdmin: {
      nav: { health: 'Tình trạng hệ thống' },
      keywords: { health: 'trạng thái cơ sở dữ liệu lưu trữ worker hàng đợi' },
      health: {
        title: 'Tình trạng hệ thống',
        refresh: 'Tải lại',
        checkedAt: 'Kiểm tra lúc {{time}}',
        loadFailed: 'Không tải được tình trạng hệ thống.',
        status: { up: 'Hoạt động', degraded: 'Cần kiểm tra', down: 'Ngừng' },
        database: {
          title: 'Cơ sở dữ liệu',
          roundTrip: 'Thời gian phản hồi: {{ms}} ms',
          size: 'Dung lượng: {{size}}',
          unreachable: 'Không kết nối được cơ sở dữ liệu.',
        },
        storage: {
          title: 'Lưu trữ tệp',
          writable: 'Có thể ghi tệp.',
          notWritable: 'Không thể ghi tệp.',
          free: 'Dung lượng trống: {{size}}',
        },
        worker: {
          title: 'Tiến trình nền',
          running: 'Đang chạy: {{count}}',
          lastSeen: 'Lần cuối thấy: {{time}}',
          neverSeen: 'Chưa thấy tiến trình nền nào.',
          downAfter: 'Bị coi là ngừng sau {{seconds}} giây không có tín hiệu.',
        },
        queues: {
          title: 'Hàng đợi tác vụ',
          queue: 'Hàng đợi',
          created: 'Đang chờ',
          retry: 'Chờ thử lại',
          active: 'Đang chạy',
          failedLastDay: 'Thất bại (24 giờ)',
          dead: 'Đã hỏng',
          none: 'Không có hàng đợi tác vụ.',
        },
      },
    },
  },
});
