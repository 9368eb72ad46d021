import { defineArea } from '../area.ts';

/**
 * The billing mails (server only, built-in texts: a company's mail templates cover account mails, not
 * these). Amounts arrive already written with the yen sign and tax included (`{{amount}}`), dates in the
 * billing calendar's day (`{{date}}`, `{{accessUntil}}`…), `{{link}}` is the reader's /subscription page,
 * where a plan is cancelled or the card changed.
 */
export const billingMailTexts = defineArea({
  en: {
    billing: {
      mail: {
        started: {
          subject: '{{companyName}}: your plan {{planName}} has started',
          body: [
            'Dear {{fullName}},',
            '',
            'Thank you: your plan {{planName}} has started. What you agreed to:',
            '',
            '{{terms}}',
            '',
            'The plan renews by itself until you cancel it. To cancel, or to change your card, open your plan page before the next payment date:',
            '{{link}}',
            '',
            '{{companyName}}',
          ].join('\n'),
          freeTerm:
            'Free until {{date}}; the first payment of {{amount}} (tax included) is charged on that day.',
          paidNow: 'Paid today: {{amount}} (tax included).',
          renewal:
            'Each following period: {{amount}} (tax included), charged on {{date}} and then every period.',
        },
        receipt: {
          subject: '{{companyName}}: payment received for {{planName}}',
          body: [
            'Dear {{fullName}},',
            '',
            'We received your payment of {{amount}} (tax included) for the plan {{planName}}, for the period {{periodStart}} to {{periodEnd}}.',
            '{{next}}',
            '',
            'Your receipts are on your plan page, where you can also cancel:',
            '{{link}}',
            '',
            '{{companyName}}',
          ].join('\n'),
          nextRenewal: 'The next payment is charged on {{date}}.',
          noRenewal: 'No further payment is planned.',
        },
        paymentDeclined: {
          subject: '{{companyName}}: the payment for {{planName}} did not go through',
          body: [
            'Dear {{fullName}},',
            '',
            'The payment of {{amount}} (tax included) for the plan {{planName}} was declined by your card.',
            '{{retry}}',
            'You keep access until {{accessUntil}}. To avoid losing it, change your card on your plan page:',
            '{{link}}',
            '',
            '{{companyName}}',
          ].join('\n'),
          retryOn: 'We will try the card again on {{date}}.',
          noRetry: 'No further attempt will be made.',
        },
        endedUnpaid: {
          subject: '{{companyName}}: your plan {{planName}} has ended',
          body: [
            'Dear {{fullName}},',
            '',
            'The payment for the plan {{planName}} could not be taken after several attempts, so the plan ended on {{date}} and its access with it. Nothing more will be charged.',
            'You can buy the plan again at any time:',
            '{{link}}',
            '',
            '{{companyName}}',
          ].join('\n'),
        },
        cancelled: {
          subject: '{{companyName}}: your plan {{planName}} is cancelled',
          body: [
            'Dear {{fullName}},',
            '',
            'Your plan {{planName}} is cancelled: it will not renew and nothing more will be charged.',
            '{{access}}',
            '',
            '{{link}}',
            '',
            '{{companyName}}',
          ].join('\n'),
          accessUntil: 'You keep access until {{date}}.',
          accessEnded: 'Its access has ended.',
        },
      },
    },
  },
  ja: {
    billing: {
      mail: {
        started: {
          subject: '{{companyName}}：プラン「{{planName}}」のご利用が始まりました',
          body: [
            '{{fullName}}様',
            '',
            'プラン「{{planName}}」へのご登録ありがとうございます。ご契約の内容は次のとおりです。',
            '',
            '{{terms}}',
            '',
            'プランは解約されるまで自動で更新されます。解約やカードの変更は、次回のお支払い日までにプランのページで行えます。',
            '{{link}}',
            '',
            '{{companyName}}',
          ].join('\n'),
          freeTerm: '{{date}}まで無料です。同日に初回のお支払い{{amount}}（税込）を請求します。',
          paidNow: '本日のお支払い：{{amount}}（税込）',
          renewal: '以降の各期間：{{amount}}（税込）。{{date}}に、その後は期間ごとに請求します。',
        },
        receipt: {
          subject: '{{companyName}}：「{{planName}}」のお支払いを受け付けました',
          body: [
            '{{fullName}}様',
            '',
            'プラン「{{planName}}」の{{periodStart}}から{{periodEnd}}までの期間について、{{amount}}（税込）のお支払いを受け付けました。',
            '{{next}}',
            '',
            '領収書はプランのページでご覧いただけます。解約もこちらから行えます。',
            '{{link}}',
            '',
            '{{companyName}}',
          ].join('\n'),
          nextRenewal: '次回のお支払いは{{date}}です。',
          noRenewal: '今後のお支払いの予定はありません。',
        },
        paymentDeclined: {
          subject: '{{companyName}}：「{{planName}}」のお支払いができませんでした',
          body: [
            '{{fullName}}様',
            '',
            'プラン「{{planName}}」の{{amount}}（税込）のお支払いが、カードにより承認されませんでした。',
            '{{retry}}',
            '{{accessUntil}}までは引き続きご利用いただけます。ご利用を続けるには、プランのページでカードを変更してください。',
            '{{link}}',
            '',
            '{{companyName}}',
          ].join('\n'),
          retryOn: '{{date}}にもう一度カードに請求します。',
          noRetry: '今後の請求は行いません。',
        },
        endedUnpaid: {
          subject: '{{companyName}}：プラン「{{planName}}」は終了しました',
          body: [
            '{{fullName}}様',
            '',
            '数回お試ししましたがプラン「{{planName}}」のお支払いができなかったため、{{date}}にプランとそのご利用を終了しました。今後の請求はありません。',
            'プランはいつでも改めてご購入いただけます。',
            '{{link}}',
            '',
            '{{companyName}}',
          ].join('\n'),
        },
        cancelled: {
          subject: '{{companyName}}：プラン「{{planName}}」を解約しました',
          body: [
            '{{fullName}}様',
            '',
            'プラン「{{planName}}」を解約しました。今後の更新と請求はありません。',
            '{{access}}',
            '',
            '{{link}}',
            '',
            '{{companyName}}',
          ].join('\n'),
          accessUntil: '{{date}}までは引き続きご利用いただけます。',
          accessEnded: 'ご利用は終了しました。',
        },
      },
    },
  },
  vn: {
    billing: {
      mail: {
        started: {
          subject: '{{companyName}}: gói đăng ký {{planName}} đã bắt đầu',
          body: [
            'Kính gửi {{fullName}},',
            '',
            'Cảm ơn bạn: gói đăng ký {{planName}} đã bắt đầu. Những điều bạn đã đồng ý:',
            '',
            '{{terms}}',
            '',
            'Gói đăng ký tự động gia hạn cho đến khi bạn hủy. Để hủy hoặc đổi thẻ, hãy mở trang gói đăng ký trước ngày thanh toán tiếp theo:',
            '{{link}}',
            '',
            '{{companyName}}',
          ].join('\n'),
          freeTerm:
            'Miễn phí đến {{date}}; khoản thanh toán đầu tiên {{amount}} (đã gồm thuế) được thu vào ngày đó.',
          paidNow: 'Đã thanh toán hôm nay: {{amount}} (đã gồm thuế).',
          renewal: 'Mỗi kỳ tiếp theo: {{amount}} (đã gồm thuế), thu vào {{date}} rồi mỗi kỳ một lần.',
        },
        receipt: {
          subject: '{{companyName}}: đã nhận thanh toán cho {{planName}}',
          body: [
            'Kính gửi {{fullName}},',
            '',
            'Chúng tôi đã nhận khoản thanh toán {{amount}} (đã gồm thuế) cho gói đăng ký {{planName}}, kỳ từ {{periodStart}} đến {{periodEnd}}.',
            '{{next}}',
            '',
            'Biên lai có trên trang gói đăng ký, nơi bạn cũng có thể hủy:',
            '{{link}}',
            '',
            '{{companyName}}',
          ].join('\n'),
          nextRenewal: 'Khoản thanh toán tiếp theo được thu vào {{date}}.',
          noRenewal: 'Không có khoản thanh toán nào tiếp theo.',
        },
        paymentDeclined: {
          subject: '{{companyName}}: thanh toán cho {{planName}} không thành công',
          body: [
            'Kính gửi {{fullName}},',
            '',
            'Khoản thanh toán {{amount}} (đã gồm thuế) cho gói đăng ký {{planName}} đã bị thẻ của bạn từ chối.',
            '{{retry}}',
            'Bạn vẫn được sử dụng đến {{accessUntil}}. Để không bị gián đoạn, hãy đổi thẻ trên trang gói đăng ký:',
            '{{link}}',
            '',
            '{{companyName}}',
          ].join('\n'),
          retryOn: 'Chúng tôi sẽ thử lại thẻ vào {{date}}.',
          noRetry: 'Sẽ không thử lại nữa.',
        },
        endedUnpaid: {
          subject: '{{companyName}}: gói đăng ký {{planName}} đã kết thúc',
          body: [
            'Kính gửi {{fullName}},',
            '',
            'Sau nhiều lần thử, khoản thanh toán cho gói đăng ký {{planName}} không thực hiện được, nên gói đã kết thúc vào {{date}} cùng với quyền sử dụng. Sẽ không thu thêm khoản nào.',
            'Bạn có thể mua lại gói bất cứ lúc nào:',
            '{{link}}',
            '',
            '{{companyName}}',
          ].join('\n'),
        },
        cancelled: {
          subject: '{{companyName}}: gói đăng ký {{planName}} đã được hủy',
          body: [
            'Kính gửi {{fullName}},',
            '',
            'Gói đăng ký {{planName}} đã được hủy: gói sẽ không gia hạn và không thu thêm khoản nào.',
            '{{access}}',
            '',
            '{{link}}',
            '',
            '{{companyName}}',
          ].join('\n'),
          accessUntil: 'Bạn vẫn được sử dụng đến {{date}}.',
          accessEnded: 'Quyền sử dụng đã kết thúc.',
        },
      },
    },
  },
});
