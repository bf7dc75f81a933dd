export default definePageConfig({ navigationBarTitleText: '会员中心' });
