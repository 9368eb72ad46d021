import { defineArea } from '../area.ts';

/**
 * The billing mails after a change of the subscription and the ones ahead of a charge (server only,
 * merged under `billing.mail` with billing-mail.ts; the same placeholders).
 */
export const billingMailNoticeTexts = defineArea({
  en: {
    billing: {
      mail: {
        refunded: {
          subject: '{{companyName}}: refund for {{planName}}',
          body: [
            'Dear {{fullName}},',
            '',
            'We refunded {{amount}} (tax included) for the plan {{planName}} on {{date}}. The plan and its access have ended.',
            '{{creditNote}}',
            '',
            '{{link}}',
            '',
            '{{companyName}}',
          ].join('\n'),
          creditNote: 'Credit note: {{number}} (on your plan page).',
          noCreditNote: 'The credit note is on your plan page.',
        },
        planChanged: {
          subject: '{{companyName}}: your plan is now {{planName}}',
          body: [
            'Dear {{fullName}},',
            '',
            'Your plan changed from {{fromPlanName}} to {{planName}}.',
            'Charged now: {{amount}} (tax included).',
            'Next payment: {{nextAmount}} (tax included) on {{date}}.',
            '',
            'To cancel, or to change your card, open your plan page:',
            '{{link}}',
            '',
            '{{companyName}}',
          ].join('\n'),
        },
        renewalReminder: {
          subject: '{{companyName}}: {{planName}} renews on {{date}}',
          body: [
            'Dear {{fullName}},',
            '',
            'Your yearly plan {{planName}} renews on {{date}} (days left: {{days}}): {{amount}} (tax included) will be charged to your card.',
            'If you do not want it to renew, cancel it on your plan page before that day:',
            '{{link}}',
            '',
            '{{companyName}}',
          ].join('\n'),
        },
        cardExpires: {
          subject: '{{companyName}}: your card expires before the next payment',
          body: [
            'Dear {{fullName}},',
            '',
            'The card {{cardMask}} stored for the plan {{planName}} expires before its next payment on {{date}}.',
            'Please register a new card on your plan page so the payment goes through:',
            '{{link}}',
            '',
            '{{companyName}}',
          ].join('\n'),
        },
      },
    },
  },
  ja: {
    billing: {
      mail: {
        refunded: {
          subject: '{{companyName}}：「{{planName}}」の返金',
          body: [
            '{{fullName}}様',
            '',
            '{{date}}にプラン「{{planName}}」の{{amount}}（税込）を返金しました。プランとそのご利用は終了しました。',
            '{{creditNote}}',
            '',
            '{{link}}',
            '',
            '{{companyName}}',
          ].join('\n'),
          creditNote: '返還インボイス：{{number}}（プランのページでご覧いただけます）',
          noCreditNote: '返還インボイスはプランのページでご覧いただけます。',
        },
        planChanged: {
          subject: '{{companyName}}：プランを「{{planName}}」に変更しました',
          body: [
            '{{fullName}}様',
            '',
            'プランを「{{fromPlanName}}」から「{{planName}}」に変更しました。',
            '今回のお支払い：{{amount}}（税込）',
            '次回のお支払い：{{date}}に{{nextAmount}}（税込）',
            '',
            '解約やカードの変更はプランのページで行えます。',
            '{{link}}',
            '',
            '{{companyName}}',
          ].join('\n'),
        },
        renewalReminder: {
          subject: '{{companyName}}：「{{planName}}」は{{date}}に更新されます',
          body: [
            '{{fullName}}様',
            '',
            '年間プラン「{{planName}}」は{{days}}日後の{{date}}に更新され、カードに{{amount}}（税込）を請求します。',
            '更新を希望されない場合は、その日までにプランのページで解約してください。',
            '{{link}}',
            '',
            '{{companyName}}',
          ].join('\n'),
        },
        cardExpires: {
          subject: '{{companyName}}：次回のお支払いまでにカードの有効期限が切れます',
          body: [
            '{{fullName}}様',
            '',
            'プラン「{{planName}}」に登録されたカード{{cardMask}}は、次回のお支払い日{{date}}より前に有効期限が切れます。',
            'お支払いができるよう、プランのページで新しいカードを登録してください。',
            '{{link}}',
            '',
            '{{companyName}}',
          ].join('\n'),
        },
      },
    },
  },
  vn: {
    billing: {
      mail: {
        refunded: {
          subject: '{{companyName}}: hoàn tiền cho {{planName}}',
          body: [
            'Kính gửi {{fullName}},',
            '',
            'Chúng tôi đã hoàn {{amount}} (đã gồm thuế) cho gói đăng ký {{planName}} vào {{date}}. Gói và quyền sử dụng đã kết thúc.',
            '{{creditNote}}',
            '',
            '{{link}}',
            '',
            '{{companyName}}',
          ].join('\n'),
          creditNote: 'Chứng từ hoàn tiền: {{number}} (trên trang gói đăng ký).',
          noCreditNote: 'Chứng từ hoàn tiền có trên trang gói đăng ký.',
        },
        planChanged: {
          subject: '{{companyName}}: gói đăng ký của bạn nay là {{planName}}',
          body: [
            'Kính gửi {{fullName}},',
            '',
            'Gói đăng ký của bạn đã đổi từ {{fromPlanName}} sang {{planName}}.',
            'Thu bây giờ: {{amount}} (đã gồm thuế).',
            'Thanh toán tiếp theo: {{nextAmount}} (đã gồm thuế) vào {{date}}.',
            '',
            'Để hủy hoặc đổi thẻ, hãy mở trang gói đăng ký:',
            '{{link}}',
            '',
            '{{companyName}}',
          ].join('\n'),
        },
        renewalReminder: {
          subject: '{{companyName}}: {{planName}} gia hạn vào {{date}}',
          body: [
            'Kính gửi {{fullName}},',
            '',
            'Gói đăng ký theo năm {{planName}} sẽ gia hạn sau {{days}} ngày, vào {{date}}: thẻ của bạn sẽ bị thu {{amount}} (đã gồm thuế).',
            'Nếu không muốn gia hạn, hãy hủy trên trang gói đăng ký trước ngày đó:',
            '{{link}}',
            '',
            '{{companyName}}',
          ].join('\n'),
        },
        cardExpires: {
          subject: '{{companyName}}: thẻ của bạn hết hạn trước kỳ thanh toán tiếp theo',
          body: [
            'Kính gửi {{fullName}},',
            '',
            'Thẻ {{cardMask}} dùng cho gói đăng ký {{planName}} hết hạn trước kỳ thanh toán tiếp theo vào {{date}}.',
            'Hãy đăng ký thẻ mới trên trang gói đăng ký để thanh toán thành công:',
            '{{link}}',
            '',
            '{{companyName}}',
          ].join('\n'),
        },
      },
    },
  },
});
