export default definePageConfig({ navigationBarTitleText: '智能助手' });
