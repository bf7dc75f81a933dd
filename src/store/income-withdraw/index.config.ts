export default definePageConfig({ navigationBarTitleText: '收入提现' });
