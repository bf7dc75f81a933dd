export default definePageConfig({ navigationBarTitleText: '我的金币' });
