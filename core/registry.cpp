#include "registry.h"

#include "ending.h"
#include "gamelist.h"
#include "text.h"

namespace gamut {
namespace {

template <GameRules R> std::unique_ptr<GameState> createGame(std::string_view variant, int round, std::string &error) {
    const std::string_view chosen = variant.empty() ? R::info().defaultVariant : variant;
    auto start = R::start(chosen, round, error);
    if (!start)
        return nullptr;
    return std::make_unique<GameStateOf<R>>(*start);
}

template <GameRules... R> std::vector<GameEntry> entriesOf(GameList<R...>) {
    return {GameEntry{&R::info(), &createGame<R>}...};
}

// The reason of `state` when it is a game of rules R (true), from its Position; a draw the Position does not see is
// the wrapper's repetition.
template <GameRules R> bool endingIn(const GameState &state, EndReason &why) {
    const auto *own = dynamic_cast<const GameStateOf<R> *>(&state);
    if (!own)
        return false;
    if (state.outcome() == Outcome::Draw && own->position().outcome() == Outcome::Ongoing)
        why = {Ending::Repetition, -1};
    else if constexpr (HasEnding<typename R::Position>)
        why = own->position().ending();
    return true;
}

template <GameRules... R> EndReason endingAmong(GameList<R...>, const GameState &state) {
    EndReason why;
    (endingIn<R>(state, why) || ...);
    return why;
}

} // namespace

const std::vector<GameEntry> &allGames() {
    static const std::vector<GameEntry> games = entriesOf(RegisteredGames{});
    return games;
}

EndReason endingOf(const GameState &state) {
    if (!state.isOver())
        return {};
    return endingAmong(RegisteredGames{}, state);
}

const GameEntry *findGame(std::string_view id) {
    for (const GameEntry &entry : allGames())
        if (entry.info->id == id)
            return &entry;
    return nullptr;
}

std::string gameIdList() {
    std::string list;
    for (const GameEntry &entry : allGames()) {
        if (!list.empty())
            list += ", ";
        list += entry.info->id;
    }
    return list;
}

std::unique_ptr<GameState> newGame(std::string_view id, std::string_view variant, std::string &error, int round) {
    const GameEntry *entry = findGame(id);
    if (!entry) {
        error = "unknown game '" + printableExcerpt(id) + "' (games: " + gameIdList() + ")";
        return nullptr;
    }
    return entry->create(variant, round, error);
}

} // namespace gamut
