export default definePageConfig({ navigationBarTitleText: '收入测算' });
