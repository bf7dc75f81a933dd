export default definePageConfig({ navigationBarTitleText: '我的钱包' });
